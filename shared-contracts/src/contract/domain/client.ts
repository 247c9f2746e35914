export type { Client, ClientPatch, NewClientInput } from 'shared-contracts/records';

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

const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  net_14: 'Net 14 days',
  net_21: 'Net 21 days',
  net_30: 'Net 30 days',
};

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

/** Anything but 'active' is shown as inactive. */
export function clientStatusLabel(status: string): 'Active' | 'Inactive' {
  return status === 'active' ? 'Active' : 'Inactive';
}

export function paymentTermsLabel(terms: string): string {
  return Object.hasOwn(PAYMENT_TERMS_LABELS, terms) ? PAYMENT_TERMS_LABELS[terms as PaymentTerms] : terms;
}

/**
 * Sample revenue ranges per client type (GBP); every other type falls in `others`.
 * The generator sizes each client's completed jobs to land in its range.
 */
const CLIENT_REVENUE_RANGES = {
  museum: [15_000, 55_000],
  auction_house: [15_000, 55_000],
  media: [10_000, 40_000],
  performing_arts: [10_000, 40_000],
  art_gallery: [12_000, 37_000],
  property: [8_000, 28_000],
  corporate: [8_000, 28_000],
  events: [5_000, 23_000],
  retail: [5_000, 23_000],
  others: [2_000, 12_000],
} as const satisfies Record<string, readonly [number, number]>;

export function revenueRangeFor(type: ClientType): readonly [number, number] {
  return Object.hasOwn(CLIENT_REVENUE_RANGES, type)
    ? CLIENT_REVENUE_RANGES[type as keyof typeof CLIENT_REVENUE_RANGES]
    : CLIENT_REVENUE_RANGES.others;
}
