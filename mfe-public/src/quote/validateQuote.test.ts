import { EMPTY_QUOTE_REQUEST, type QuoteRequest } from './quoteRequest';
import { firstInvalidField, isCalendarDate, localIsoDate, validateQuote } from './validateQuote';

const TODAY = '2025-06-10';
const valid: QuoteRequest = {
  fullName: 'Ann Smith',
  email: 'ann@example.co.uk',
  phone: '07700 900123',
  serviceType: 'fine-art',
  collectionAddress: '1 High Street, Bath BA1 1AA',
  deliveryAddress: '2 Low Road, London E1 6AN',
  preferredDate: '',
  details: '',
};

describe('validateQuote', () => {
  it('accepts a complete request and leaves the optional fields optional', () => {
    expect(validateQuote(valid, TODAY)).toEqual({});
  });

  it('reports every required field of an empty form', () => {
    expect(Object.keys(validateQuote(EMPTY_QUOTE_REQUEST, TODAY))).toEqual([
      'fullName',
      'email',
      'phone',
      'serviceType',
      'collectionAddress',
      'deliveryAddress',
    ]);
  });

  it('treats whitespace as empty', () => {
    expect(validateQuote({ ...valid, fullName: '   ', collectionAddress: '\n' }, TODAY)).toEqual({
      fullName: 'Enter your full name',
      collectionAddress: 'Enter the collection address',
    });
  });

  it.each(['ann', 'ann@', 'ann@example', 'ann example@x.com', '@example.com'])('rejects the e-mail %p', (email) => {
    expect(validateQuote({ ...valid, email }, TODAY).email).toBe('Enter an email address like name@example.co.uk');
  });

  it.each(['zoë+moves@example.co.uk', 'a.b@sub.example.com'])('accepts the e-mail %p', (email) => {
    expect(validateQuote({ ...valid, email }, TODAY).email).toBeUndefined();
  });

  it.each(['+44 (0)20 7946 0321', '020-7946-0321', '07700900123'])('accepts the phone %p', (phone) => {
    expect(validateQuote({ ...valid, phone }, TODAY).phone).toBeUndefined();
  });

  it.each(['12345', 'call me', '0770090012345678'])('rejects the phone %p', (phone) => {
    expect(validateQuote({ ...valid, phone }, TODAY).phone).toMatch(/^Enter a phone number like/);
  });

  it('accepts only the three service choices', () => {
    expect(validateQuote({ ...valid, serviceType: 'vehicle' as never }, TODAY).serviceType).toBe('Choose one of the listed services');
  });

  it('accepts today or later as the preferred date, never a past or impossible one', () => {
    expect(validateQuote({ ...valid, preferredDate: TODAY }, TODAY).preferredDate).toBeUndefined();
    expect(validateQuote({ ...valid, preferredDate: '2025-06-09' }, TODAY).preferredDate).toBe('Choose today or a later date');
    expect(validateQuote({ ...valid, preferredDate: '2025-02-30' }, TODAY).preferredDate).toBe('Enter a real date, or leave it empty');
  });

  it('limits the details to 1,500 characters', () => {
    expect(validateQuote({ ...valid, details: 'x'.repeat(1500) }, TODAY).details).toBeUndefined();
    expect(validateQuote({ ...valid, details: 'x'.repeat(1501) }, TODAY).details).toBe(
      'Keep the details to 1,500 characters or fewer (now 1,501)',
    );
  });

  it('names the first invalid field in form order', () => {
    expect(firstInvalidField({ deliveryAddress: 'x', phone: 'y' })).toBe('phone');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('dates', () => {
  it('recognises real calendar days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('12/06/2025')).toBe(false);
  });

  it('formats the local day as yyyy-mm-dd', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
