import { toIsoDate } from 'shared-contracts/domain';

/**
 * The first day of the calendar quarter a day falls in (1 January, 1 April, 1 July or 1 October), as yyyy-mm-dd:
 * the dashboard's revenue counts jobs completed since then.
 *
 * @example quarterStart(new Date(2026, 10, 22)) // '2026-10-01'
 */
export function quarterStart(today: Date): string {
  return toIsoDate(new Date(today.getFullYear(), Math.floor(today.getMonth() / 3) * 3, 1));
}
