import type { AuditLogParams } from 'shared-contracts/contract';

/** The audit log's state in the URL, beside `tab=audit`: a link or Back restores the filters and the page. */
export const AUDIT_LOG_PARAMS = ['person', 'resource', 'action', 'from', 'to', 'page', 'perPage'] as const;
export const PAGE_SIZES = [25, 50, 100] as const;

/** The log as the tab shows it: each filter as chosen ('' for any), dates as yyyy-mm-dd days. */
export interface AuditLogView {
  /** An account's id, '' for anyone. */
  person: string;
  resource: string;
  action: string;
  from: string;
  to: string;
  /** From 1. */
  page: number;
  perPage: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function wholeNumber(text: string | null, fallback: number, allowed?: readonly number[]): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) return fallback;
  return allowed && !allowed.includes(value) ? fallback : value;
}

/**
 * The view a URL's parameters hold; anything missing or unreadable is its default.
 *
 * @example auditLogViewOf(new URLSearchParams('tab=audit&action=update&page=2')) // { action: 'update', page: 2, perPage: 25, … }
 */
export function auditLogViewOf(params: URLSearchParams): AuditLogView {
  return {
    person: params.get('person') ?? '',
    resource: params.get('resource') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: wholeNumber(params.get('page'), 1),
    perPage: wholeNumber(params.get('perPage'), PAGE_SIZES[0], PAGE_SIZES),
  };
}

/**
 * The URL's parameters with the view changed: a changed filter goes back to the first page; a value at its default
 * leaves the URL.
 */
export function withView(params: URLSearchParams, patch: Partial<AuditLogView>): URLSearchParams {
  const next = { ...auditLogViewOf(params), ...patch };
  const filterChanged = (['person', 'resource', 'action', 'from', 'to'] as const).some((key) => key in patch);
  if (filterChanged && !('page' in patch)) next.page = 1;
  const defaults: Record<string, string> = { page: '1', perPage: String(PAGE_SIZES[0]) };
  for (const key of AUDIT_LOG_PARAMS) {
    const value = String(next[key]);
    if (value === '' || value === defaults[key]) params.delete(key);
    else params.set(key, value);
  }
  return params;
}

/** A day as the moment it starts here, `days` later; the text as typed when it is no day (the provider then says so). */
function startOf(day: string, days = 0): string | undefined {
  if (day === '') return undefined;
  const parts = DAY.exec(day);
  if (!parts) return day;
  const start = new Date(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]) + days);
  return Number.isNaN(start.getTime()) ? day : start.toISOString();
}

/**
 * What the provider is asked: the days as moments of this browser's day, To included (up to the start of the next).
 *
 * @example auditLogParams({ person: '3', from: '2025-08-01', to: '2025-08-21', … }) // { account: 3, from: '2025-07-31T23:00:00.000Z', to: '2025-08-21T23:00:00.000Z', … } in London
 */
export function auditLogParams(view: AuditLogView): AuditLogParams {
  const account = view.person === '' ? undefined : Number(view.person);
  return {
    ...(account === undefined ? {} : { account }),
    ...(view.resource ? { resource: view.resource } : {}),
    ...(view.action ? { action: view.action } : {}),
    ...(view.from ? { from: startOf(view.from) } : {}),
    ...(view.to ? { to: startOf(view.to, 1) } : {}),
    page: view.page,
    perPage: view.perPage,
  };
}
