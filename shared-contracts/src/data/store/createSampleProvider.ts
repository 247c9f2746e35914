import {
  type AccessResource,
  type Action,
  can,
  checkAuditFilter,
  checkInvitation,
  checkPasswordChange,
  checkPasswordFromLink,
  checkRole,
  type DataEvent,
  type DataProvider,
  ForbiddenError,
  type GetListParams,
  MAX_PER_PAGE,
  NotFoundError,
  type Resource,
  type Session,
  UnavailableError,
  ValidationError,
  type VehicleRouteParams,
  writeActions,
  type WriteResult,
} from 'shared-contracts/contract';
import { isIsoDate } from 'shared-contracts/domain';
import { sha256Hex } from 'shared-contracts/domain';

import { SAMPLE_ADMIN } from '../sample/sampleAccounts';
import { auditCsv } from './auditCsv';
import { type Actor, changedValues } from './auditTrail';
import { changedResources } from './changedResources';
import { COLLECTION_NAMES, type DataSet, type EntityMap } from './dataSet';
import { aggregateRecords, compileFilter } from './listQuery';
import { loadWrites, type Writes } from './loadWrites';
import { createReadViews, type ReadView } from './readViews';
import { createTable, prependRecord, type RecordTable, replaceRecords } from './recordTable';
import type { Cascade, CollectionRules, RuleContext, Write } from './ruleContext';
import { createSampleStaff, type SampleStaff } from './sampleStaff';
import { openTabChannel, type TabWrite, tabWriteEvent } from './tabWrites';

export interface SampleProviderOptions {
  /** Clock for new ids, dates of new records and the day compliance is judged on; default the real time. */
  now?: () => Date;
  /** Artificial delay of every call, to see loading states. Default 0. */
  latencyMs?: number;
  /** Calls that always reject as unavailable, to see failure states, e.g. `{ drivers: ['list'] }`. */
  failures?: SampleFailures;
  /**
   * Who is signed in, asked at every call: their account's role (as the staff accounts hold it now) decides what they
   * may read and write. Default the administrator.
   */
  session?: () => Session;
  /**
   * A BroadcastChannel's name: each write is posted there, and each write another provider posts there (another tab of
   * the browser, with its own copy of the data) is stored here too and told to subscribers. Default none.
   */
  channel?: string;
  /** The staff accounts and the audit trail: the page's (shared with its sign-in), or, by default, a provider's own. */
  staff?: SampleStaff;
}

/**
 * `list`: getList and aggregate (and the users list, the audit log and its export); `get`: getOne and getMany; `create`
 * (an invitation) and `update` (a role, a deactivation, a reset).
 */
type SampleCall = 'list' | 'get' | 'create' | 'update';
export type SampleFailures = Partial<Record<Resource | 'users' | 'audit', readonly SampleCall[]>>;

type Tables = { [K in Resource]: RecordTable<EntityMap[K]> };
type AnyRecord = { id: string };

const DEFAULT_PER_PAGE = 25;
/** The most entries an export of the audit log holds, as the API's. */
const MAX_EXPORT = 100_000;
const clampPerPage = (perPage: number | undefined) => Math.min(Math.max(1, Math.floor(perPage ?? DEFAULT_PER_PAGE)), MAX_PER_PAGE);

const RULES: { [K in Resource]: (writes: Writes) => CollectionRules<EntityMap[K], unknown, unknown> } = {
  jobs: (writes) => writes.jobRules as CollectionRules<EntityMap['jobs'], unknown, unknown>,
  drivers: (writes) => writes.driverRules as CollectionRules<EntityMap['drivers'], unknown, unknown>,
  vehicles: (writes) => writes.vehicleRules as CollectionRules<EntityMap['vehicles'], unknown, unknown>,
  clients: (writes) => writes.clientRules as CollectionRules<EntityMap['clients'], unknown, unknown>,
  invoices: (writes) => writes.invoiceRules as CollectionRules<EntityMap['invoices'], unknown, unknown>,
  warehouses: (writes) => writes.warehouseRules as CollectionRules<EntityMap['warehouses'], unknown, unknown>,
  systemAlerts: (writes) => writes.systemAlertRules as CollectionRules<EntityMap['systemAlerts'], unknown, unknown>,
};

/** The records of a view that pass the search and the filter, in the order asked. */
function matching<T extends AnyRecord>(view: ReadView<T>, params: Pick<GetListParams, 'q' | 'filter' | 'sort' | 'order'>): readonly T[] {
  const order = view.order(params.sort, params.order ?? 'asc');
  const needle = params.q?.trim().toLowerCase() ?? '';
  const passes = compileFilter(params.filter);
  const { records } = view;
  const texts = needle ? view.texts() : undefined;
  const found: T[] = [];
  for (const i of order) {
    if (texts && !texts[i].includes(needle)) continue;
    if (passes && !passes(records[i] as never)) continue;
    found.push(records[i]);
  }
  return found;
}

/**
 * The sample data provider: the in-browser data set behind the data-provider contract, with its rules.
 * Lists are searched, sorted and paged here, figures aggregated here; a write is checked in full by the
 * resource's rules before anything changes. Nothing is persisted. The rules arrive with the first write
 * (loadWrites): a page that only reads never downloads them. Given the data still being made, every call
 * waits for it. As the API, it refuses (ForbiddenError) what the signed-in role may not do, and records who changed
 * what of each record, the records a write changed with it included, in an audit trail only ever added to. Given a
 * `channel`, the browser's tabs share their writes: each stores the others' and tells its subscribers of them. It keeps
 * the staff accounts (sampleStaff): administrators list, invite, change, deactivate and reset them; each member of staff
 * changes their own password, sees their session and signs out everywhere; a deactivated account's or ended session's
 * next call is refused (UnauthorizedError).
 *
 * @example
 * const provider = createSampleProvider(generateDataSet());
 * const { data, total } = await provider.getList('jobs', { q: 'tate', perPage: 10 });
 */
export function createSampleProvider(
  data: Pick<DataSet, Resource> | Promise<Pick<DataSet, Resource>>,
  options: SampleProviderOptions = {},
): DataProvider {
  const now = options.now ?? (() => new Date());
  const latencyMs = options.latencyMs ?? 0;
  const session = options.session ?? (() => SAMPLE_ADMIN);
  const staff = options.staff ?? createSampleStaff(now);
  const { trail } = staff;
  const tables = {} as Record<Resource, RecordTable<AnyRecord>>;
  const fill = (made: Pick<DataSet, Resource>) => {
    for (const name of COLLECTION_NAMES) tables[name] = createTable<AnyRecord>(made[name]);
  };
  const ready = data instanceof Promise ? data.then(fill) : fill(data);
  const typed = () => tables as unknown as Tables;
  const view = createReadViews(typed, now);

  const context: RuleContext = {
    now,
    get: (collection, id) => typed()[collection].byId.get(id),
    all: (collection) => typed()[collection].list,
  };

  const settle = async (resource: Resource, call: SampleCall) => {
    await ready;
    if (latencyMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, latencyMs));
    if (options.failures?.[resource]?.includes(call)) throw new UnavailableError(`${resource}.${call} failed (simulated)`);
  };
  /** As `settle`, for the accounts and the log, which do not wait for the records to be made. */
  const wait = async (resource: 'users' | 'audit', call: SampleCall) => {
    if (latencyMs > 0) await new Promise<void>((resolve) => setTimeout(resolve, latencyMs));
    if (options.failures?.[resource]?.includes(call)) throw new UnavailableError(`${resource}.${call} failed (simulated)`);
  };

  /**
   * Who is signed in now, refused (UnauthorizedError) once their account is deactivated or their session ended, and,
   * before anything is read or changed, what their role may not do (ForbiddenError).
   */
  const allow = (resource: AccessResource, actions: readonly Action[]): Actor => {
    const signedIn = staff.check(session());
    const refused = actions.find((action) => !can(signedIn.session.role, resource, action));
    if (refused) throw new ForbiddenError(`Your role may not ${refused} ${resource}`);
    return signedIn.actor;
  };

  /** One entry per record the write changed: the record written, then each it changed with it. */
  function audit(who: Actor, resource: Resource, before: AnyRecord | undefined, write: Write<AnyRecord>, action: string, at: string) {
    trail.record(who, { resource, recordId: write.record.id, action, changes: changedValues(before, write.record) }, at);
    const cascade: Cascade = write.cascade ?? {};
    for (const other of Object.keys(cascade) as Resource[]) {
      for (const record of cascade[other] ?? []) {
        const old = tables[other].byId.get(record.id);
        trail.record(who, { resource: other, recordId: record.id, action: 'update', changes: changedValues(old, record) }, at);
      }
    }
  }

  function store(resource: Resource, before: AnyRecord | undefined, write: Write<AnyRecord>) {
    tables[resource] = before ? replaceRecords(tables[resource], [write.record]) : prependRecord(tables[resource], write.record);
    const cascade: Cascade = write.cascade ?? {};
    for (const other of Object.keys(cascade) as Resource[]) tables[other] = replaceRecords(tables[other], cascade[other] ?? []);
  }

  // The browser's other tabs: each write is posted to them, and theirs stored here and told to this tab's subscribers.
  const channel = openTabChannel(options.channel);
  const listeners = new Set<(event: DataEvent) => void>();
  channel?.addEventListener('message', async ({ data: posted }: MessageEvent<TabWrite>) => {
    await ready;
    const before = tables[posted.resource].byId.get(posted.record.id);
    const write = { record: posted.record, cascade: posted.cascade };
    audit(posted.who, posted.resource, before, write, posted.action, posted.at);
    store(posted.resource, before, write);
    const event = tabWriteEvent(posted);
    for (const listener of [...listeners]) listener(event);
  });

  function commit(
    who: Actor,
    resource: Resource,
    before: AnyRecord | undefined,
    write: Write<AnyRecord>,
    actions: readonly Action[],
  ): WriteResult<never> {
    const at = now().toISOString();
    const action = before ? (actions.find((named) => named !== 'update') ?? 'update') : 'create';
    audit(who, resource, before, write, action, at);
    store(resource, before, write);
    const cascade: Cascade = write.cascade ?? {};
    const changed = changedResources(resource, before, write.record, cascade);
    channel?.postMessage({ resource, action, record: write.record, cascade, changed, who, at } satisfies TabWrite);
    return { data: view(resource).byId.get(write.record.id) as never, changed };
  }

  /**
   * The sample data keeps no tracker history: a vehicle's day is made up from its jobs of that day (sampleRoute.ts,
   * fetched with the first route asked for).
   */
  async function vehicleRoute(vehicleId: string, { date }: VehicleRouteParams) {
    await settle('vehicles', 'get');
    allow('vehicles', ['read']);
    if (!isIsoDate(date)) throw ValidationError.of('date', 'invalid_format', 'date must be a day of the calendar, YYYY-MM-DD');
    const { sampleVehicleRoute } = await import('../positions/sampleRoute');
    if (!typed().vehicles.byId.has(vehicleId)) return [];
    const jobs = typed().jobs.list.filter((job) => job.vehicle_id === vehicleId && job.pickup_date === date);
    return sampleVehicleRoute({ vehicleId, date, jobs, now: now() });
  }

  // Reads answer from memory at once: the AbortSignal a read may be given (ReadOptions) is not needed, and ignored.
  return {
    async getList(resource, params) {
      await settle(resource, 'list');
      allow(resource, ['read']);
      const found = matching(view(resource), params);
      const perPage = Math.min(Math.max(0, Math.floor(params.perPage ?? DEFAULT_PER_PAGE)), MAX_PER_PAGE);
      const from = (Math.max(1, Math.floor(params.page ?? 1)) - 1) * perPage;
      return { data: found.slice(from, from + perPage) as never[], total: found.length };
    },
    async getOne(resource, { id }) {
      await settle(resource, 'get');
      allow(resource, ['read']);
      const record = view(resource).byId.get(id);
      if (!record) throw new NotFoundError(resource, String(id));
      return record;
    },
    async getMany(resource, { ids }) {
      await settle(resource, 'get');
      allow(resource, ['read']);
      const { byId } = view(resource);
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    async aggregate(resource, params) {
      await settle(resource, 'list');
      allow(resource, ['read']);
      return aggregateRecords(matching(view(resource), params), params);
    },
    async create(resource, { data: input }) {
      await settle(resource, 'create');
      const actions = writeActions(resource, 'create', input);
      const who = allow(resource, actions);
      const rules = RULES[resource](await loadWrites());
      return commit(who, resource, undefined, rules.create(input, context), actions);
    },
    async update(resource, { id, data: patch }) {
      await settle(resource, 'update');
      const actions = writeActions(resource, 'update', patch);
      const who = allow(resource, actions);
      const rules = RULES[resource](await loadWrites());
      const existing = typed()[resource].byId.get(id) as AnyRecord | undefined;
      if (!existing) throw new NotFoundError(resource, String(id));
      return commit(who, resource, existing, rules.update(existing as never, patch, context), actions);
    },
    async getSession() {
      return staff.check(session()).session;
    },
    async getHistory(resource, { id, page, perPage }) {
      await settle(resource, 'get');
      allow(resource, ['read']);
      return trail.page({ resource, recordId: id }, { page, perPage });
    },
    prepareWrites() {
      loadWrites().catch(() => {});
    },
    ...(channel && {
      subscribe(listener: (event: DataEvent) => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    }),

    // Where vehicles have been (contract 6.3.0). No getLatestPositions: on the sample data the live map simulates the fleet.
    getVehicleRoute: (vehicleId, params) => vehicleRoute(vehicleId, params),
    async getVehicleRouteGpx(vehicleId, params) {
      const [points, { routeGpx }] = await Promise.all([vehicleRoute(vehicleId, params), import('../positions/routeGpx')]);
      return routeGpx(vehicleId, points);
    },

    // Staff accounts, one's own account and the audit log (contract 6.3.0): the input checked as the HTTP provider checks it.
    async listUsers() {
      await wait('users', 'list');
      allow('users', ['read']);
      return staff.list();
    },
    async inviteUser(input) {
      const invitation = checkInvitation(input);
      await wait('users', 'create');
      return staff.invite(allow('users', ['manage']), invitation);
    },
    async changeUserRole({ id, role }) {
      checkRole(role);
      await wait('users', 'update');
      return staff.changeRole(allow('users', ['manage']), id, role);
    },
    async deactivateUser({ id }) {
      await wait('users', 'update');
      return staff.deactivate(allow('users', ['manage']), id);
    },
    async resetUserPassword({ id }) {
      await wait('users', 'update');
      return staff.resetPassword(allow('users', ['manage']), id);
    },
    async setPasswordFromLink(params) {
      const { token, password } = checkPasswordFromLink(params);
      await wait('users', 'update');
      staff.setPassword(token, await sha256Hex(password));
    },
    async changeOwnPassword(params) {
      const { currentPassword, newPassword } = checkPasswordChange(params);
      await wait('users', 'update');
      const { actor } = staff.check(session());
      staff.changePassword(actor, await sha256Hex(currentPassword), await sha256Hex(newPassword));
    },
    async listOwnSessions() {
      await wait('users', 'list');
      return staff.sessionsOf(staff.check(session()).actor);
    },
    async signOutEverywhere() {
      await wait('users', 'update');
      staff.signOutEverywhere(staff.check(session()).actor);
    },
    async getAuditLog({ page, perPage, ...filter }) {
      const checked = checkAuditFilter(filter);
      await wait('audit', 'list');
      allow('audit', ['read']);
      return trail.page(checked, { page: Math.floor(page ?? 1), perPage: clampPerPage(perPage) });
    },
    async exportAuditLog(filter) {
      const checked = checkAuditFilter(filter);
      await wait('audit', 'list');
      allow('audit', ['read']);
      return auditCsv(trail.find(checked).slice(0, MAX_EXPORT));
    },
  };
}
