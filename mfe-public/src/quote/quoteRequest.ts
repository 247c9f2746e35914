/** The quote request: form state only, sent by the visitor's own e-mail program, never stored. */
export const QUOTE_SERVICE_TYPES = [
  { value: 'general', label: 'General Logistics' },
  { value: 'fine-art', label: 'Fine Art & Antiques' },
  { value: 'event', label: 'Event Staging' },
] as const;
export type QuoteServiceType = (typeof QUOTE_SERVICE_TYPES)[number]['value'];

export interface QuoteRequest {
  fullName: string;
  email: string;
  phone: string;
  serviceType: QuoteServiceType | '';
  collectionAddress: string;
  deliveryAddress: string;
  /** yyyy-mm-dd or '' */
  preferredDate: string;
  details: string;
}

export const QUOTE_REQUIRED_FIELDS = [
  'fullName',
  'email',
  'phone',
  'serviceType',
  'collectionAddress',
  'deliveryAddress',
] as const satisfies ReadonlyArray<keyof QuoteRequest>;

export const EMPTY_QUOTE_REQUEST: QuoteRequest = {
  fullName: '',
  email: '',
  phone: '',
  serviceType: '',
  collectionAddress: '',
  deliveryAddress: '',
  preferredDate: '',
  details: '',
};

export type QuoteField = keyof QuoteRequest;

/** Form order, which is also the order errors are reported and focused in. */
export const QUOTE_FIELDS: readonly QuoteField[] = [
  'fullName',
  'email',
  'phone',
  'serviceType',
  'collectionAddress',
  'deliveryAddress',
  'preferredDate',
  'details',
];

export const QUOTE_FIELD_LABELS: Record<QuoteField, string> = {
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  serviceType: 'Service Type',
  collectionAddress: 'Collection Address',
  deliveryAddress: 'Delivery Address',
  preferredDate: 'Preferred Date',
  details: 'Additional Details',
};

/** Longer messages make mailto links that some e-mail programs cut short. */
export const QUOTE_DETAILS_MAX_LENGTH = 1500;

export function isQuoteServiceType(value: string): value is QuoteServiceType {
  return QUOTE_SERVICE_TYPES.some((type) => type.value === value);
}

export function serviceTypeLabel(value: QuoteServiceType | ''): string {
  return QUOTE_SERVICE_TYPES.find((type) => type.value === value)?.label ?? '';
}
