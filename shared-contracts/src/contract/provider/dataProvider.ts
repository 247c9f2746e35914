import type { Role } from '../access';
import type { Invitation, OwnSession, PasswordChange, PasswordFromLink, PasswordLink, StaffAccount } from './accounts';
import type { AuditLogFilter, AuditLogParams, AuditPage, HistoryParams } from './audit';
import type { PositionFix, RoutePoint, VehiclePosition, VehicleRouteParams } from './positions';
import type { NewOf, PatchOf, RecordOf, Resource } from './resources';
import type { Session } from './session';

export type SortOrder = 'asc' | 'desc';

/** One filter value: a list means "any of these"; null matches a missing value. */
export type FilterValue = string | number | boolean | null | readonly (string | number | boolean | null)[];

/**
 * Conditions every record must meet, all of them. A key is a field for equality, or a field with a
 * suffix: `_ne` (not equal; a list means none of these), `_gt`, `_gte`, `_lt`, `_lte` (ordered; dates as
 * yyyy-mm-dd or ISO text compare as text), `_like` (case-insensitive substring).
 *
 * @example { status: ['in_use', 'en_route'], pickup_date_gte: '2025-07-01', job_id: null }
 */
export type Filter = Readonly<Record<string, FilterValue>>;

export interface GetListParams {
  /** From 1. Default 1. */
  page?: number;
  /** Records a page holds. Default 25. */
  perPage?: number;
  /**
   * A field of the record, or a named order. Jobs' `dispatch_order`: in progress first, then scheduled soonest
   * first, then completed most recent first, then any other status most recent first; ties by id.
   * Default: the resource's own order.
   */
  sort?: string;
  order?: SortOrder;
  /** The list's search: a case-insensitive substring of any of the resource's search fields. */
  q?: string;
  filter?: Filter;
}

export interface GetListResult<T> {
  data: T[];
  /** How many records match, on every page. */
  total: number;
}

export interface AggregateParams {
  q?: string;
  filter?: Filter;
  /** Count (and sum…) per distinct value of this field; without it, one group of every match. */
  groupBy?: string;
  /** Numeric fields to add up per group, to the penny. */
  sum?: readonly string[];
  /** Numeric fields to average per group (null where the group has none). */
  avg?: readonly string[];
  /** Fields whose greatest value each group reports (null where the group has none). */
  max?: readonly string[];
}

export interface AggregateGroup {
  /** The group's value of `groupBy`; null for records without one, and for the one group without `groupBy`. */
  key: string | number | boolean | null;
  count: number;
  sum: Record<string, number>;
  avg: Record<string, number | null>;
  max: Record<string, string | number | null>;
}

export interface WriteResult<T> {
  data: T;
  /**
   * Every resource whose reads may now answer differently: the one written, those whose records the
   * write changed with it (a renamed driver's jobs), and those whose figures read it (a client's revenue).
   */
  changed: Resource[];
}

export interface UpdateParams<R extends Resource> {
  id: string;
  /** Only the fields that change. */
  data: PatchOf[R];
  /**
   * The version of the record the change was made from (`version` of the record as read, where the provider
   * keeps one): a provider refuses the update with ConflictError when the record has changed since.
   */
  version?: number;
}

/** A record a write left: the one written, or one it changed with it, with its new version where the provider keeps one. */
export interface ChangedRecord {
  resource: Resource;
  id: string;
  version?: number;
}

/**
 * What a provider tells its subscribers (contract 6.3.0). `change`: a write committed elsewhere (another person, another
 * tab of this browser), named as a write's answer names it. `reset`: the provider lost track of the writes made meanwhile
 * (a stream resumed too late): everything shown must be read again.
 */
export type DataEvent =
  | {
      type: 'change';
      /** The resource written. */
      resource: Resource;
      /** What was done, as the audit trail names it: "create", "update", "send"… */
      action: string;
      /** The record written first, then those the write changed with it. */
      records: ChangedRecord[];
      /** Every resource whose reads may now answer differently: what the write's own `WriteResult.changed` said. */
      changed: Resource[];
      /** Who made it; null when not known. */
      by: { name: string } | null;
      /** When it was committed: ISO date-time. */
      at: string;
    }
  | { type: 'reset' };

/** What a read may be given beside its parameters. */
interface ReadOptions {
  /**
   * Aborted once the answer is no longer wanted (the list's search has moved on, the screen has gone): a provider that
   * can stop the read (the API's, by aborting its request) does; one that answers at once (the sample data) ignores it.
   * The data layer passes TanStack Query's `signal`.
   */
  signal?: AbortSignal;
}

/**
 * The one interface between every screen and the data, in the spirit of react-admin's dataProvider.
 * Lists are searched, sorted, paged and counted by the provider, and the figures screens show are
 * its aggregates, so no screen needs every record. Calls reject with the typed errors of
 * `dataErrors.ts` (not found, validation per field, conflict, unavailable).
 *
 * @example
 * const { data, total } = await provider.getList('jobs', { q: 'tate', sort: 'pickup_date', order: 'desc', perPage: 10 });
 * const [live] = await provider.aggregate('jobs', { filter: { status: 'in_progress' } }); // live.count
 */
export interface DataProvider {
  getList<R extends Resource>(resource: R, params: GetListParams, options?: ReadOptions): Promise<GetListResult<RecordOf[R]>>;
  /** Rejects with NotFoundError for an unknown id. */
  getOne<R extends Resource>(resource: R, params: { id: string }, options?: ReadOptions): Promise<RecordOf[R]>;
  /** The records of those ids that exist, in the order asked. */
  getMany<R extends Resource>(resource: R, params: { ids: readonly string[] }, options?: ReadOptions): Promise<RecordOf[R][]>;
  aggregate(resource: Resource, params: AggregateParams, options?: ReadOptions): Promise<AggregateGroup[]>;
  create<R extends Resource>(resource: R, params: { data: NewOf[R] }): Promise<WriteResult<RecordOf[R]>>;
  update<R extends Resource>(resource: R, params: UpdateParams<R>): Promise<WriteResult<RecordOf[R]>>;
  /** A hint that a write is coming (a form has opened): fetch now whatever writes need, so Save does not wait for it. */
  prepareWrites?(): void;
  /**
   * Who is signed in and their role. A provider without it knows no accounts: every screen shows everything, as before
   * roles (contract 6.2.0).
   */
  getSession?(options?: ReadOptions): Promise<Session>;
  /** Who changed what of one record, newest first, a page at a time (contract 6.2.0). */
  getHistory?(resource: Resource, params: HistoryParams, options?: ReadOptions): Promise<AuditPage>;

  // Live (contract 6.3.0).
  /**
   * Be told of every write committed elsewhere, as it commits, until the returned function is called. A provider leaves
   * out the writes it made itself (their caller had their `changed` already). Without it, a screen shows another's write
   * once it reads again.
   *
   * @example const stop = provider.subscribe?.((event) => event.type === 'reset' ? readEverything() : readAgain(event.changed));
   */
  subscribe?(listener: (event: DataEvent) => void): () => void;
  // Where vehicles are and have been (contract 6.3.0).
  /**
   * The newest position of every vehicle that has reported, by vehicle id. A provider without it has no trackers (the
   * sample data): the live map runs its own simulation.
   */
  getLatestPositions?(options?: ReadOptions): Promise<VehiclePosition[]>;
  /**
   * A vehicle's positions of one day, oldest first; none (an empty list) for a day it did not report, and for an id no
   * vehicle has. The API answers what its trackers reported; the sample data, a day made up from the vehicle's jobs.
   * Without it the map offers no look back.
   */
  getVehicleRoute?(vehicleId: string, params: VehicleRouteParams, options?: ReadOptions): Promise<RoutePoint[]>;
  /** The same day as a GPX 1.1 track (the file's text), for any mapping tool. */
  getVehicleRouteGpx?(vehicleId: string, params: VehicleRouteParams, options?: ReadOptions): Promise<string>;
  /**
   * Be told of vehicles' new positions as trackers report them (at most one call a second, the newest fix of each
   * vehicle that reported since the last), until the returned function is called. A provider with `getLatestPositions`
   * but without it leaves the map to read the latest positions again.
   */
  subscribePositions?(listener: (positions: readonly PositionFix[]) => void): () => void;

  // Staff accounts, one's own account and the audit log (contract 6.3.0). A provider without them keeps no accounts:
  // screens offer none of it. Each refuses with ValidationError field by field (the contract's account checks, the
  // same in every provider), ForbiddenError for a role the table does not allow, UnauthorizedError once the session
  // has ended; each change is in the audit trail.

  /** Every staff account, by name (`users` `read`: administrators). */
  listUsers?(options?: ReadOptions): Promise<StaffAccount[]>;
  /**
   * Makes an account without a password and answers its one-time set-password link (`users` `manage`). An e-mail that
   * an account has already (any case): ValidationError `taken` on `email`.
   */
  inviteUser?(params: Invitation): Promise<PasswordLink>;
  /** Gives an account another role, from its next request on. NotFoundError for an unknown id. */
  changeUserRole?(params: { id: number; role: Role }): Promise<StaffAccount>;
  /** Deactivates an account: its sessions end at once and it cannot sign in. One's own: ValidationError `not_allowed` on `id`. */
  deactivateUser?(params: { id: number }): Promise<StaffAccount>;
  /** A new set-password link for an account (its earlier one stops working); its sessions end. */
  resetUserPassword?(params: { id: number }): Promise<PasswordLink>;
  /**
   * Sets the password of a link's account, once, without a session. A link used, expired or replaced: ValidationError
   * `invalid_value` on `token`.
   */
  setPasswordFromLink?(params: PasswordFromLink): Promise<void>;
  /**
   * Changes the signed-in account's password; its other sessions end, this one stays. A wrong current password:
   * ValidationError `invalid_value` on `currentPassword`.
   */
  changeOwnPassword?(params: PasswordChange): Promise<void>;
  /** The signed-in account's sessions, this browser's marked `current`. */
  listOwnSessions?(options?: ReadOptions): Promise<OwnSession[]>;
  /** Ends every session of the signed-in account, this one too: sign this page out next. */
  signOutEverywhere?(): Promise<void>;
  /** A page of the audit log, newest first, filtered (`audit` `read`: administrators). */
  getAuditLog?(params: AuditLogParams, options?: ReadOptions): Promise<AuditPage>;
  /**
   * The audit log's entries the filter lets through, newest first, as CSV text (Time, E-mail, Name, Resource, Record,
   * Action, Changes; a cell never read as a formula).
   */
  exportAuditLog?(params: AuditLogFilter): Promise<string>;
}
