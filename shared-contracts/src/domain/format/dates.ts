import { parseIsoDate } from '../calendar';

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_LONG = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export type DateInput = Date | string | number | null | undefined;

/**
 * A Date from a Date, epoch milliseconds, a yyyy-mm-dd (local midnight) or an ISO date-time;
 * undefined when empty or invalid.
 *
 * @internal exported for its unit tests
 */
export function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const dateOnly = parseIsoDate(value);
    if (dateOnly) return dateOnly;
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * en-GB short date in the system format DD MMM YYYY; '' when invalid.
 *
 * @example formatDate('2025-08-21') // '21 Aug 2025'
 */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? `${pad2(date.getDate())} ${MONTHS_SHORT[date.getMonth()]} ${date.getFullYear()}` : '';
}

/**
 * en-GB long date with weekday; '' when invalid.
 *
 * @example formatDateLong('2025-08-21') // 'Thursday, 21 August 2025'
 */
export function formatDateLong(value: DateInput): string {
  const date = toDate(value);
  return date ? `${WEEKDAYS[date.getDay()]}, ${date.getDate()} ${MONTHS_LONG[date.getMonth()]} ${date.getFullYear()}` : '';
}

/**
 * en-GB 24-hour time; '' when invalid.
 *
 * @example formatTime(new Date(2025, 7, 21, 9, 5, 7))                    // '09:05'
 * @example formatTime(new Date(2025, 7, 21, 9, 5, 7), { seconds: true }) // '09:05:07'
 */
export function formatTime(value: DateInput, options: { seconds?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return '';
  const time = `${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
  return options.seconds ? `${time}:${pad2(date.getSeconds())}` : time;
}

/**
 * en-GB date and time.
 *
 * @example formatDateTime('2025-08-21T14:30:00') // '21 Aug 2025, 14:30'
 */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${formatDate(date)}, ${formatTime(date)}` : '';
}
