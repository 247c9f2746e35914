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
