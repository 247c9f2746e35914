const CLIENT_TYPES = [
  'art_gallery',
  'auction_house',
  'museum',
  'media',
  'property',
  'private',
  'events',
  'retail',
  'performing_arts',
  'corporate',
] as const;
export type ListClientType = (typeof CLIENT_TYPES)[number];

/** Types beyond the sample's ten that a client may be given (the new-client form offers them). */
const OTHER_CLIENT_TYPES = ['fine_art_gallery', 'private_collector', 'event_organizer', 'other'] as const;

export type ClientType = ListClientType | (typeof OTHER_CLIENT_TYPES)[number];

/** Every type a client may be stored with, lowercase with underscores. */
export const ALL_CLIENT_TYPES: readonly ClientType[] = [...CLIENT_TYPES, ...OTHER_CLIENT_TYPES];

const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  art_gallery: 'Art Gallery',
  auction_house: 'Auction House',
  museum: 'Museum',
  media: 'Media',
  property: 'Property',
  private: 'Private Client',
  events: 'Events',
  retail: 'Retail',
  performing_arts: 'Performing Arts',
  corporate: 'Corporate',
  fine_art_gallery: 'Fine Art Gallery',
  private_collector: 'Private Collector',
  event_organizer: 'Event Organizer',
  other: 'Other',
};

export const CLIENT_STATUSES = ['active', 'inactive'] as const;

export const PAYMENT_TERMS = ['net_14', 'net_21', 'net_30'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const CREDIT_LIMIT_RANGE = { min: 35_000, max: 120_000 } as const;

export const DEFAULT_CLIENT_PAYMENT_TERMS: PaymentTerms = 'net_30';
export const DEFAULT_CLIENT_CREDIT_LIMIT = CREDIT_LIMIT_RANGE.min;

/**
 * Display label of a client type, else the raw value.
 *
 * @example clientTypeLabel('private') // 'Private Client'
 */
export function clientTypeLabel(type: string): string {
  return Object.hasOwn(CLIENT_TYPE_LABELS, type) ? CLIENT_TYPE_LABELS[type as ClientType] : type;
}
