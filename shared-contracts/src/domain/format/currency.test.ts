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

  it("writes every amount as en-GB's Intl.NumberFormat does", () => {
    const withPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
    const amounts = [0, -0, 0.005, 1.005, 2.675, 0.125, 0.5, 1.5, 2.5, -0.5, -0.001, 999.995, 1e15 + 0.5, 123456.785, -42.005];
    for (let k = 0; k < 2000; k++) amounts.push(Math.round((k * 7919.37) % 1e7) / 1000 - 3000, k * 0.005, -k * 0.015);
    for (const amount of amounts) {
      expect(formatCurrency(amount)).toBe(withPence.format(amount));
      expect(formatCurrency(amount, { pence: false })).toBe(wholePounds.format(amount));
    }
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
