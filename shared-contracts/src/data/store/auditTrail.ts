import type { AuditEntry, AuditPage } from 'shared-contracts/contract';

type Fields = Readonly<Record<string, unknown>>;
const DEFAULT_PER_PAGE = 10;

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Each field whose value differs between `before` and `after`, as [old, new]; a field one of them lacks is null there.
 *
 * @example changedValues({ status: 'scheduled', notes: '' }, { status: 'in_progress', notes: '' }) // { status: ['scheduled', 'in_progress'] }
 */
export function changedValues(before: Fields | undefined, after: Fields): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    const old = before?.[field] ?? null;
    const now = after[field] ?? null;
    if (!same(old, now)) changes[field] = [old, now];
  }
  return changes;
}

export interface AuditFilter {
  resource?: string;
  recordId?: string;
  /** The id of the account that did it. */
  account?: number;
  action?: string;
  /** ISO date-times: entries at or after `from`, before `to`. */
  from?: string;
  to?: string;
}

/** Who an entry is by, as they were then: no id for a failed sign-in with an e-mail no account has. */
export type Actor = AuditEntry['account'];

/** An audit trail kept in memory: entries are only ever added, and read newest first. */
export function createAuditTrail(now: () => Date) {
  const entries: AuditEntry[] = [];
  return {
    /** An entry by `who`, now or at the time given (a write another tab made). */
    record(
      who: Actor,
      what: Pick<AuditEntry, 'resource' | 'recordId' | 'action'> & Partial<Pick<AuditEntry, 'changes'>>,
      at = now().toISOString(),
    ): void {
      const { id, email, name } = who;
      entries.push({ id: entries.length + 1, at, account: { id, email, name }, changes: {}, ...what });
    },
    /** Every entry the filter lets through, newest first. */
    find(filter: AuditFilter): AuditEntry[] {
      return entries
        .filter(
          (entry) =>
            (filter.resource === undefined || entry.resource === filter.resource) &&
            (filter.recordId === undefined || entry.recordId === filter.recordId) &&
            (filter.account === undefined || entry.account.id === filter.account) &&
            (filter.action === undefined || entry.action === filter.action) &&
            (filter.from === undefined || entry.at >= filter.from) &&
            (filter.to === undefined || entry.at < filter.to),
        )
        .reverse();
    },
    page(filter: AuditFilter, { page = 1, perPage = DEFAULT_PER_PAGE }: { page?: number; perPage?: number }): AuditPage {
      const found = this.find(filter);
      const number = Math.max(1, page);
      const from = (number - 1) * perPage;
      return { data: found.slice(from, from + perPage), next: from + perPage < found.length ? number + 1 : null };
    },
  };
}
