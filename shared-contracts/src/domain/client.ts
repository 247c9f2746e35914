export const CLIENT_TYPES = [
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

export const CLIENT_TYPE_LABELS: Record<ListClientType, string> = {
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
};

/** The new-client form's choices, stored as lowercase with underscores. */
export const CLIENT_FORM_TYPE_OPTIONS = [
  { label: 'Fine Art Gallery', value: 'fine_art_gallery' },
  { label: 'Auction House', value: 'auction_house' },
  { label: 'Museum', value: 'museum' },
  { label: 'Corporate', value: 'corporate' },
  { label: 'Private Collector', value: 'private_collector' },
  { label: 'Event Organizer', value: 'event_organizer' },
  { label: 'Retail', value: 'retail' },
  { label: 'Other', value: 'other' },
] as const;
export type FormClientType = (typeof CLIENT_FORM_TYPE_OPTIONS)[number]['value'];

export type ClientType = ListClientType | FormClientType;

export const CLIENT_STATUSES = ['active', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

export const PAYMENT_TERMS = ['net_14', 'net_21', 'net_30'] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  net_14: 'Net 14 days',
  net_21: 'Net 21 days',
  net_30: 'Net 30 days',
};

export const PAYMENT_TERMS_DAYS: Record<PaymentTerms, number> = { net_14: 14, net_21: 21, net_30: 30 };

export const CREDIT_LIMIT_RANGE = { min: 35_000, max: 120_000 } as const;

/**
 * One client record. Revenue, job count and last job date are not stored:
 * `clientActivity` computes them from the client's jobs and invoices.
 */
export interface Client {
  /** CLI-nnn for sample clients */
  id: string;
  company_name: string;
  contact_name: string;
  contact_title: string;
  email: string;
  phone: string;
  mobile: string;
  /** Street line */
  address: string;
  city: string;
  postcode: string;
  country: string;
  client_type: ClientType;
  status: ClientStatus;
  payment_terms: PaymentTerms;
  credit_limit: number;
  website: string;
  notes: string;
  /** ISO date-time; shown as the registration date */
  created_at: string;
}

export interface NewClientInput {
  company_name: string;
  client_type: ClientType;
  contact_name: string;
  email: string;
  phone: string;
  website?: string;
  address?: string;
  city?: string;
  postcode?: string;
  notes?: string;
  contact_title?: string;
  mobile?: string;
  payment_terms?: PaymentTerms;
  credit_limit?: number;
}

export type ClientPatch = Partial<NewClientInput> & { status?: ClientStatus };

export const DEFAULT_CLIENT_PAYMENT_TERMS: PaymentTerms = 'net_30';
export const DEFAULT_CLIENT_CREDIT_LIMIT = CREDIT_LIMIT_RANGE.min;

const FORM_TYPE_LABELS: Record<string, string> = Object.fromEntries(
  CLIENT_FORM_TYPE_OPTIONS.map((option) => [option.value, option.label]),
);

/**
 * Display label of a client type, list values first, then form values, else the raw value.
 *
 * @example clientTypeLabel('private') // 'Private Client'
 */
export function clientTypeLabel(type: string): string {
  if (Object.hasOwn(CLIENT_TYPE_LABELS, type)) return CLIENT_TYPE_LABELS[type as ListClientType];
  return FORM_TYPE_LABELS[type] ?? type;
}

/** Anything but 'active' is shown as inactive. */
export function clientStatusLabel(status: string): 'Active' | 'Inactive' {
  return status === 'active' ? 'Active' : 'Inactive';
}

export function paymentTermsLabel(terms: string): string {
  return Object.hasOwn(PAYMENT_TERMS_LABELS, terms) ? PAYMENT_TERMS_LABELS[terms as PaymentTerms] : terms;
}

export function isClientType(value: unknown): value is ClientType {
  return typeof value === 'string' && (Object.hasOwn(CLIENT_TYPE_LABELS, value) || Object.hasOwn(FORM_TYPE_LABELS, value));
}

/**
 * Sample revenue ranges per client type (GBP); every other type falls in `others`.
 * The generator sizes each client's completed jobs to land in its range.
 */
export const CLIENT_REVENUE_RANGES = {
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
