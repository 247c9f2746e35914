/**
 * What the quote form adds to the shared quote request contract: field order,
 * labels and the details length limit.
 */
import { QUOTE_SERVICE_TYPES, type QuoteRequest, type QuoteServiceType } from 'shared-contracts';

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
