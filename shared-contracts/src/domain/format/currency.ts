import { formatCount } from './count';

/**
 * GBP as en-GB's Intl.NumberFormat writes it ("-£1,020.50"): the amount's shortest decimal form rounded half away from
 * zero, as that format rounds. Written out: the browser's number formatting costs tens of milliseconds of a phone's time
 * to set up on first use, in the task that draws the page.
 */
function gbp(amount: number, decimals: 0 | 2): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const written = String(Math.abs(amount));
  // Far below a penny or beyond 10^21 pounds, JavaScript writes an exponent.
  const [whole, fraction = ''] = (written.includes('e') ? Math.abs(amount).toFixed(decimals + 1) : written).split('.');
  const units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0')) + (fraction[decimals] >= '5' ? 1n : 0n);
  const scale = 10n ** BigInt(decimals);
  const pounds = formatCount(units / scale);
  return decimals === 0 ? `${sign}£${pounds}` : `${sign}£${pounds}.${String(units % scale).padStart(decimals, '0')}`;
}

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
  return gbp(amount, options.pence === false ? 0 : 2);
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
  return gbp(amount, 0);
}
