// Made on first use: a currency format takes milliseconds to build, and most pages (every public
// one) format no money.
let formats: { withPence: Intl.NumberFormat; wholePounds: Intl.NumberFormat } | undefined;
const gbp = () =>
  (formats ??= {
    withPence: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }),
    wholePounds: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 0, maximumFractionDigits: 0 }),
  });

/**
 * A usable amount: finite numbers and numeric strings; anything invalid or empty is 0.
 *
 * @example toAmount('850') // 850
 * @example toAmount('')    // 0
 *
 * @internal exported for its unit tests
 */
export function toAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/**
 * GBP for en-GB, with pence unless `pence: false`; invalid or empty amounts show as £0.00.
 *
 * @example formatCurrency(1020)                   // '£1,020.00'
 * @example formatCurrency(1020, { pence: false }) // '£1,020'
 */
export function formatCurrency(value: unknown, options: { pence?: boolean } = {}): string {
  const amount = toAmount(value);
  return (options.pence === false ? gbp().wholePounds : gbp().withPence).format(amount);
}

const trimZero = (text: string) => (text.endsWith('.0') ? text.slice(0, -2) : text);

/**
 * Compact GBP: k for thousands, M for millions, one decimal at most; below £1,000 whole pounds.
 *
 * @example formatCurrencyCompact(485750)  // '£485.8k'
 * @example formatCurrencyCompact(2450000) // '£2.5M'
 */
export function formatCurrencyCompact(value: unknown): string {
  const amount = toAmount(value);
  const sign = amount < 0 ? '-' : '';
  const abs = Math.abs(amount);
  const thousands = Math.round(abs / 100) / 10;
  if (thousands >= 1000) return `${sign}£${trimZero((Math.round(abs / 100_000) / 10).toFixed(1))}M`;
  if (abs >= 999.5) return `${sign}£${trimZero(thousands.toFixed(1))}k`;
  return gbp().wholePounds.format(amount);
}
