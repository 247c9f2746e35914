import { formatCurrency, formatDate } from 'shared-contracts/domain';
import { DETAILS_NOT_HELD } from 'shared-contracts/records';

const NONE = '—';

/** A stored date (or date-time) as the page shows it: "21 Aug 2025", the DVLA's "Details not held" as it is, or a dash. */
export function showDate(value: string | undefined): string {
  if (value === DETAILS_NOT_HELD) return DETAILS_NOT_HELD;
  return formatDate(value) || NONE;
}

/** Whole pounds, or a dash when the figure is not held. */
export const showPounds = (value: number | undefined) => (value === undefined ? NONE : formatCurrency(value, { pence: false }));

/** Optional text, or a dash. */
export const showText = (value: string | number | undefined | null) =>
  value === undefined || value === null || value === '' ? NONE : String(value);

/** Yes, No or a dash. */
export const showYesNo = (value: boolean | undefined) => (value === undefined ? NONE : value ? 'Yes' : 'No');

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Van", "Electric": a stored lower-case choice as a label. */
export const showChoice = capitalise;
