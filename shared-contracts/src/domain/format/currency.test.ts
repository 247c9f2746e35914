import { formatCurrency, formatCurrencyCompact, toAmount } from './currency';

describe('formatCurrency', () => {
  it('formats GBP for en-GB with pence by default', () => {
    expect(formatCurrency(1020)).toBe('£1,020.00');
    expect(formatCurrency(170)).toBe('£170.00');
    expect(formatCurrency(1234567.891)).toBe('£1,234,567.89');
    expect(formatCurrency(-42.5)).toBe('-£42.50');
  });

  it('drops pence on request', () => {
    expect(formatCurrency(1020.49, { pence: false })).toBe('£1,020');
  });

  it.each([null, undefined, '', '   ', 'abc', NaN, Infinity, {}, []])('treats %p as £0.00', (value) => {
    expect(formatCurrency(value)).toBe('£0.00');
  });

  it('accepts numeric strings', () => {
    expect(toAmount('850')).toBe(850);
    expect(formatCurrency('850')).toBe('£850.00');
  });
});

describe('formatCurrencyCompact', () => {
  it('uses k for thousands and M for millions', () => {
    expect(formatCurrencyCompact(485750)).toBe('£485.8k');
    expect(formatCurrencyCompact(52000)).toBe('£52k');
    expect(formatCurrencyCompact(1500)).toBe('£1.5k');
    expect(formatCurrencyCompact(2450000)).toBe('£2.5M');
    expect(formatCurrencyCompact(7_000_000)).toBe('£7M');
  });

  it('rolls over at the boundaries instead of showing 1000k', () => {
    expect(formatCurrencyCompact(999_950)).toBe('£1M');
    expect(formatCurrencyCompact(999.5)).toBe('£1k');
  });

  it('shows whole pounds below a thousand and negatives with a sign', () => {
    expect(formatCurrencyCompact(850)).toBe('£850');
    expect(formatCurrencyCompact(-1500)).toBe('-£1.5k');
  });

  it('treats invalid or empty amounts as 0', () => {
    expect(formatCurrencyCompact('')).toBe('£0');
    expect(formatCurrencyCompact(undefined)).toBe('£0');
  });
});
