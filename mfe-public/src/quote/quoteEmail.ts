import type { QuoteRequest } from './quoteRequest';
import { QUOTE_FIELD_LABELS as L, serviceTypeLabel } from './quoteRequest';

export interface QuoteEmail {
  subject: string;
  body: string;
}

const UK_TIME_ZONE = 'Europe/London';

/**
 * '2025-06-12' → '12 June 2025' (calendar arithmetic only, no time zone).
 *
 * @internal exported for its unit tests
 */
export function formatPreferredDate(isoDate: string): string {
  if (!isoDate) return 'Not specified';
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/**
 * UK wall-clock time of the submission, e.g. '12/06/2025 at 10:30 BST'.
 *
 * @internal exported for its unit tests
 */
export function formatSubmittedAt(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: UK_TIME_ZONE,
      timeZoneName: 'short',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const zone = parts.timeZoneName === 'GMT+1' ? 'BST' : parts.timeZoneName;
  return `${parts.day}/${parts.month}/${parts.year} at ${parts.hour}:${parts.minute} ${zone}`;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The e-mail a quote request becomes: the subject the specification fixes and
 * a plain-text body listing every field and when it was submitted.
 *
 * @example buildQuoteEmail(request, new Date()).subject // 'Quote Request from Ann Smith'
 */
export function buildQuoteEmail(request: QuoteRequest, submittedAt: Date): QuoteEmail {
  const block = (text: string, empty: string) => text.trim() || empty;
  const body = [
    'Quote request from the Zorvex Logistics website',
    '',
    'CONTACT DETAILS',
    `${L.fullName}: ${oneLine(request.fullName)}`,
    `${L.email}: ${request.email.trim()}`,
    `${L.phone}: ${request.phone.trim()}`,
    '',
    'SERVICE',
    `${L.serviceType}: ${serviceTypeLabel(request.serviceType)}`,
    '',
    'ADDRESSES',
    `${L.collectionAddress}:`,
    block(request.collectionAddress, 'Not given'),
    `${L.deliveryAddress}:`,
    block(request.deliveryAddress, 'Not given'),
    '',
    `${L.preferredDate}: ${formatPreferredDate(request.preferredDate)}`,
    '',
    `${L.details}:`,
    block(request.details, 'None given'),
    '',
    `Submitted: ${formatSubmittedAt(submittedAt)}`,
  ].join('\n');
  return { subject: `Quote Request from ${oneLine(request.fullName)}`, body };
}

/** Lone UTF-16 surrogates (from a broken paste) would make encodeURIComponent throw. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent leaves these as they are; RFC 3986 reserves them, and browsers re-encode some ('). */
const SUB_DELIMS = /[!'()*]/g;

/**
 * Percent-encodes one mailto header value; line breaks become CRLF as RFC 6068 asks.
 *
 * @internal exported for its unit tests
 */
export function encodeMailtoValue(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD').replace(/\r\n|\r|\n/g, '\r\n')).replace(
    SUB_DELIMS,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A mailto URL that survives whatever the visitor typed (accents, &, ?, #, +, line breaks).
 *
 * @example buildMailtoUrl('a@b.co.uk', { subject: 'Hi & bye', body: 'x' }) // 'mailto:a@b.co.uk?subject=Hi%20%26%20bye&body=x'
 */
export function buildMailtoUrl(to: string, { subject, body }: QuoteEmail): string {
  return `mailto:${to}?subject=${encodeMailtoValue(subject)}&body=${encodeMailtoValue(body)}`;
}

/**
 * What a quote button links to in the static page, before (or without) JavaScript: an e-mail to the
 * company, its subject naming the service when the button has one.
 *
 * @example plainQuoteMailto('a@b.co.uk', 'Event Staging') // 'mailto:a@b.co.uk?subject=Quote%20Request%3A%20Event%20Staging'
 */
export function plainQuoteMailto(to: string, service?: string): string {
  return `mailto:${to}?subject=${encodeMailtoValue(service ? `Quote Request: ${service}` : 'Quote Request')}`;
}
