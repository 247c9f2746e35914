export const QUOTE_SERVICE_TYPES = [
  { value: 'general', label: 'General Logistics' },
  { value: 'fine-art', label: 'Fine Art & Antiques' },
  { value: 'event', label: 'Event Staging' },
] as const;
export type QuoteServiceType = (typeof QUOTE_SERVICE_TYPES)[number]['value'];

/** Form state only: it is sent by the visitor's own e-mail program, never stored. */
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
