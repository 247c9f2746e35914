/** One entry of the audit trail: who did what to which record, and each changed field's old and new value. */
export interface AuditEntry {
  id: number;
  /** ISO date-time. */
  at: string;
  /** Who, as they were then (null id: no such account, e.g. a failed sign-in's e-mail). */
  account: { id: number | null; email: string; name: string };
  /** A data resource ("jobs"), or what else was acted on ("session", "users"). */
  resource: string;
  recordId: string | null;
  /** "create", "update", "send", "sign_in", … */
  action: string;
  /** Each changed field: [old, new]. */
  changes: Readonly<Record<string, readonly [unknown, unknown]>>;
}

/** A page of entries, newest first; `next` is the next page's number, or null after the last. */
export interface AuditPage {
  data: AuditEntry[];
  next: number | null;
}

export interface HistoryParams {
  id: string;
  /** From 1. Default 1. */
  page?: number;
  /** Default 10. */
  perPage?: number;
}

/** What the audit log is filtered by; each is optional. */
export interface AuditLogFilter {
  /** The id of the account that did it (StaffAccount's `id`). */
  account?: number;
  /** "jobs", "users", "session", … */
  resource?: string;
  /** "create", "update", "invite", "sign_in", … */
  action?: string;
  /** Entries at or after this moment: a date (yyyy-mm-dd, midnight UTC) or an ISO date-time. */
  from?: string;
  /** Entries before this moment, as `from`. */
  to?: string;
}

export interface AuditLogParams extends AuditLogFilter {
  /** From 1. Default 1. */
  page?: number;
  /** Default 25, at most 1000. */
  perPage?: number;
}
