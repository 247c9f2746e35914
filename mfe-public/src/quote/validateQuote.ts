import { formatCount } from 'shared-contracts/domain';

import { QUOTE_REQUIRED_FIELDS, type QuoteRequest } from './quoteRequest';
import { isQuoteServiceType, QUOTE_DETAILS_MAX_LENGTH, QUOTE_FIELDS, type QuoteField } from './quoteRequest';

export type QuoteErrors = Partial<Record<QuoteField, string>>;

const REQUIRED_MESSAGES: Record<(typeof QUOTE_REQUIRED_FIELDS)[number], string> = {
  fullName: 'Enter your full name',
  email: 'Enter your email address',
  phone: 'Enter your phone number',
  serviceType: 'Choose a service',
  collectionAddress: 'Enter the collection address',
  deliveryAddress: 'Enter the delivery address',
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(phone) && digits >= 10 && digits <= 15;
}

/**
 * A real calendar day in yyyy-mm-dd form (rejects 2025-02-30).
 *
 * @internal exported for its unit tests
 */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Today's date in the visitor's own time zone, as yyyy-mm-dd. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The one set of quote form rules: every field's error message, or none.
 * `today` (yyyy-mm-dd) is the earliest preferred date accepted.
 *
 * @example validateQuote({ ...EMPTY_QUOTE_REQUEST, fullName: 'Ann' }, '2025-06-01').email // 'Enter your email address'
 */
export function validateQuote(values: QuoteRequest, today: string): QuoteErrors {
  const errors: QuoteErrors = {};
  for (const field of QUOTE_REQUIRED_FIELDS) {
    if (!values[field].trim()) errors[field] = REQUIRED_MESSAGES[field];
  }

  const email = values.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email = 'Enter an email address like name@example.co.uk';

  const phone = values.phone.trim();
  if (phone && !isValidPhone(phone)) errors.phone = 'Enter a phone number like 07700 900123 or +44 20 7946 0321';

  if (values.serviceType && !isQuoteServiceType(values.serviceType)) errors.serviceType = 'Choose one of the listed services';

  if (values.preferredDate) {
    if (!isCalendarDate(values.preferredDate)) errors.preferredDate = 'Enter a real date, or leave it empty';
    else if (values.preferredDate < today) errors.preferredDate = 'Choose today or a later date';
  }

  if (values.details.length > QUOTE_DETAILS_MAX_LENGTH) {
    errors.details = `Keep the details to ${formatCount(QUOTE_DETAILS_MAX_LENGTH)} characters or fewer (now ${formatCount(values.details.length)})`;
  }
  return errors;
}

/** The first field, in form order, that has an error. */
export function firstInvalidField(errors: QuoteErrors): QuoteField | undefined {
  return QUOTE_FIELDS.find((field) => errors[field]);
}
