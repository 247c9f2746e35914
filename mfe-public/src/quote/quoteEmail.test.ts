import { COMPANY } from 'shared-contracts/domain';

import { buildMailtoUrl, buildQuoteEmail, encodeMailtoValue, formatPreferredDate, formatSubmittedAt } from './quoteEmail';
import type { QuoteRequest } from './quoteRequest';

const request: QuoteRequest = {
  fullName: 'Zoë O’Brien-Müller',
  email: 'zoe+quotes@example.co.uk',
  phone: '+44 7700 900123',
  serviceType: 'fine-art',
  collectionAddress: 'Flat 2, 10 Rue & Co Mews\nLondon W1 1AA',
  deliveryAddress: 'The Barn #4, Bath BA1 1AA',
  preferredDate: '2025-06-12',
  details: 'Two oils (1.2m × 0.9m) — framed?\r\nAccess via rear door; 50% glazed.',
};
const SUBMITTED = new Date('2025-06-10T08:05:00Z');

/** Reads a mailto URL back the way an e-mail program does. */
function parseMailto(url: string) {
  const match = /^mailto:([^?]+)\?subject=([^&]*)&body=([^&]*)$/.exec(url);
  if (!match) throw new Error(`Not a mailto URL with subject and body: ${url}`);
  return { to: match[1], subject: decodeURIComponent(match[2]), body: decodeURIComponent(match[3]) };
}

describe('buildQuoteEmail', () => {
  it('uses the subject the specification fixes', () => {
    expect(buildQuoteEmail(request, SUBMITTED).subject).toBe('Quote Request from Zoë O’Brien-Müller');
  });

  it('lists every field and the submission time', () => {
    expect(buildQuoteEmail(request, SUBMITTED).body).toBe(
      [
        'Quote request from the Zorvex Logistics website',
        '',
        'CONTACT DETAILS',
        'Full Name: Zoë O’Brien-Müller',
        'Email: zoe+quotes@example.co.uk',
        'Phone: +44 7700 900123',
        '',
        'SERVICE',
        'Service Type: Fine Art & Antiques',
        '',
        'ADDRESSES',
        'Collection Address:',
        'Flat 2, 10 Rue & Co Mews\nLondon W1 1AA',
        'Delivery Address:',
        'The Barn #4, Bath BA1 1AA',
        '',
        'Preferred Date: 12 June 2025',
        '',
        'Additional Details:',
        'Two oils (1.2m × 0.9m) — framed?\r\nAccess via rear door; 50% glazed.',
        '',
        'Submitted: 10/06/2025 at 09:05 BST',
      ].join('\n'),
    );
  });

  it('says so when the optional fields are empty', () => {
    const { body } = buildQuoteEmail({ ...request, preferredDate: '', details: '  ' }, SUBMITTED);
    expect(body).toContain('Preferred Date: Not specified');
    expect(body).toContain('Additional Details:\nNone given');
  });

  it('keeps the subject on one line', () => {
    expect(buildQuoteEmail({ ...request, fullName: '  Ann \n Smith ' }, SUBMITTED).subject).toBe('Quote Request from Ann Smith');
  });
});

describe('buildMailtoUrl', () => {
  it('addresses the company and round-trips subject and body exactly', () => {
    const email = buildQuoteEmail(request, SUBMITTED);
    const parsed = parseMailto(buildMailtoUrl(COMPANY.email, email));
    expect(parsed.to).toBe(COMPANY.email);
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.body).toBe(email.body.replace(/\r?\n/g, '\r\n'));
  });

  it('encodes the characters that would break a mailto URL', () => {
    const url = buildMailtoUrl('a@b.co.uk', { subject: 'A & B? #1 + ü', body: 'x=1&y=2' });
    expect(url).toBe('mailto:a@b.co.uk?subject=A%20%26%20B%3F%20%231%20%2B%20%C3%BC&body=x%3D1%26y%3D2');
    expect(url.split('?')).toHaveLength(2);
    expect(url).not.toContain('#');
  });

  it("encodes the characters encodeURIComponent leaves alone (' ( ) * !)", () => {
    expect(encodeMailtoValue("O'Brien (Ltd) *new*!")).toBe('O%27Brien%20%28Ltd%29%20%2Anew%2A%21');
  });

  it('sends every line break as CRLF', () => {
    expect(encodeMailtoValue('a\nb\r\nc\rd')).toBe('a%0D%0Ab%0D%0Ac%0D%0Ad');
  });

  it('survives a broken paste with a lone surrogate', () => {
    expect(encodeMailtoValue('x\uD83Dy')).toBe('x%EF%BF%BDy');
  });
});

describe('dates in the e-mail', () => {
  it('writes the preferred date out in full', () => {
    expect(formatPreferredDate('2025-12-01')).toBe('1 December 2025');
  });

  it('gives the submission time in UK time, GMT or BST', () => {
    expect(formatSubmittedAt(new Date('2025-01-15T17:45:00Z'))).toBe('15/01/2025 at 17:45 GMT');
    expect(formatSubmittedAt(new Date('2025-07-01T23:30:00Z'))).toBe('02/07/2025 at 00:30 BST');
  });
});
