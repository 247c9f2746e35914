import {
  type AggregateParams,
  type AuditPage,
  checkAuditFilter,
  checkInvitation,
  checkPasswordChange,
  checkPasswordFromLink,
  checkRole,
  ConflictError,
  type DataProvider,
  type FieldErrorCode,
  type FieldErrors,
  ForbiddenError,
  type GetListParams,
  MAX_PER_PAGE,
  NotFoundError,
  type OwnSession,
  type PasswordLink,
  type Resource,
  type RoutePoint,
  type StaffAccount,
  UnauthorizedError,
  UnavailableError,
  ValidationError,
  type VehiclePosition,
  type VehicleRouteParams,
  type WriteResult,
} from 'shared-contracts/contract';

import { createEventFeed, type OpenEventSource } from './eventFeed';

export interface HttpProviderOptions {
  /** The API's base URL, e.g. https://api.example.com/api. */
  url: string;
  /** For tests; default the browser's fetch. */
  fetch?: typeof fetch;
  /** For tests: how the event stream is opened; default the browser's EventSource with the session cookie (none outside a browser). */
  eventSource?: OpenEventSource;
}

const browserEventSource: OpenEventSource | undefined =
  typeof EventSource === 'function' ? (url) => new EventSource(url, { withCredentials: true }) : undefined;

type Query = Record<string, string | number | readonly string[] | undefined>;

function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const listQuery = ({ page, perPage, sort, order, q, filter }: GetListParams): Query => ({
  page,
  perPage,
  sort,
  order,
  q,
  filter: filter && Object.keys(filter).length > 0 ? JSON.stringify(filter) : undefined,
});

const aggregateQuery = ({ q, filter, groupBy, sum, avg, max }: AggregateParams): Query => ({
  ...listQuery({ q, filter }),
  groupBy,
  sum,
  avg,
  max,
});

/** How a route's own refusal (its 400 or 409) reads as the contract's error, where it is not the record routes' reading. */
type Refusal = (status: number, message: string) => Error | undefined;

interface CallInit extends RequestInit {
  /** The record's id, for NotFoundError and ConflictError. */
  id?: string;
  /** Read the answer as text (CSV, GPX), not JSON. */
  text?: boolean;
  refused?: Refusal;
}

/**
 * A 400 of an account route as a field's error: the API's schema messages start with the field they refuse ("password
 * must be at least 12 characters"); any other 400 (a used link, one's own account) is `fallback`'s.
 */
const onField =
  (fields: readonly string[], fallback: string, code: FieldErrorCode = 'invalid_value'): Refusal =>
  (status, message) =>
    status === 400
      ? ValidationError.of(
          fields.find((field) => message.startsWith(`${field} `) || message.startsWith(`${field}:`)) ?? fallback,
          code,
          message,
        )
      : undefined;

/** An invitation's refusals: a field of it (400), or an e-mail an account has already (409). */
const invitationRefused: Refusal = (status, message) =>
  status === 409 ? ValidationError.of('email', 'taken', message) : onField(['email', 'name', 'role'], 'email')(status, message);

/** The answer's JSON body, or undefined when it has none or it is not JSON. */
async function bodyOf(response: Response): Promise<Record<string, unknown> | undefined> {
  try {
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * The data provider over the API's REST dialect (README, "The API's REST dialect"): lists at
 * `GET {url}/{resource}?page&perPage&sort&order&q&filter` answer `{ data, total }`; figures at
 * `GET {url}/{resource}/aggregate`; a record at `GET {url}/{resource}/{id}`; `POST` creates (201) and `PATCH`
 * updates (`If-Match` with the version read, `*` without one), answering `{ data, changed }`. 404, 409, 422 (per-field
 * codes), 401 and 403 become the contract's typed errors; anything else (503 while the API's database is away, 428, 429),
 * or no answer at all, is unavailable, with the API's message. A read given an AbortSignal aborts its request when the
 * signal fires (a newer search replaces it) and fails with the signal's reason. The session travels as an httpOnly cookie;
 * `GET {url}/auth/session` says whose it is, `GET {url}/{resource}/{id}/history` a record's audit trail. Positions:
 * `GET {url}/positions/latest`, a vehicle's day at `GET {url}/vehicles/{id}/route?date` and `…/route.gpx?date`.
 * `subscribe` listens to `GET {url}/events` (Server-Sent Events: see eventFeed.ts), one stream however many
 * subscribe, and leaves out the events of this provider's own writes; `subscribePositions` hears the same stream's
 * `positions` events.
 * Staff accounts are `{url}/users` (an invitation's `409` an e-mail taken), one's own account `{url}/auth/password/change`
 * and `{url}/auth/sessions`, a link's password `POST {url}/auth/password`, the audit log `GET {url}/audit` and
 * `{url}/audit.csv`; their input is checked first (the contract's account checks), and a route's `400` is the field it
 * names.
 *
 * @example const provider = createHttpProvider({ url: 'https://api.example.com/api' });
 */
export function createHttpProvider({
  url,
  fetch: send = (...args) => globalThis.fetch(...args),
  eventSource = browserEventSource,
}: HttpProviderOptions): DataProvider {
  const base = url.replace(/\/+$/, '');
  const feed = eventSource && createEventFeed(`${base}/events`, eventSource);

  async function call<T>(resource: Resource | 'auth' | 'users' | 'audit' | 'positions', path: string, init: CallInit = {}): Promise<T> {
    const { id, text, refused, ...request } = init;
    let response: Response;
    try {
      response = await send(`${base}/${resource}${path}`, {
        ...request,
        credentials: 'include',
        headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      });
    } catch (error) {
      // A read aborted by its caller (a newer search) fails as aborted, not as an API out of reach.
      if (init.signal?.aborted) throw init.signal.reason ?? error;
      throw new UnavailableError('The API could not be reached', { cause: error });
    }
    if (response.ok) return (text ? await response.text() : await bodyOf(response)) as T;
    const body = await bodyOf(response);
    const message = typeof body?.message === 'string' ? body.message : '';
    const own = refused?.(response.status, message);
    if (own) throw own;
    if (response.status === 401) throw new UnauthorizedError();
    if (response.status === 403) throw new ForbiddenError(message || undefined);
    if (response.status === 404) throw new NotFoundError(resource as Resource, id ?? '');
    if (response.status === 409) throw new ConflictError(resource as Resource, id ?? '');
    if (response.status === 422 && body && typeof body.fields === 'object') throw new ValidationError(body.fields as FieldErrors);
    throw new UnavailableError(`The API answered ${response.status}${message ? `: ${message}` : ''}`);
  }

  const recordPath = (id: string) => `/${encodeURIComponent(id)}`;
  const routePath = (vehicleId: string, { date }: VehicleRouteParams, file = '') =>
    `${recordPath(vehicleId)}/route${file}${queryString({ date })}`;

  const write = <T extends { id: string; version?: number }>(resource: Resource, made: () => Promise<WriteResult<T>>) =>
    feed ? feed.ownWrite(resource, made) : made();

  const post = <T>(resource: 'auth' | 'users', path: string, body?: unknown, init: CallInit = {}) =>
    call<T>(resource, path, { ...init, method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

  return {
    getList: (resource, params, { signal } = {}) => call(resource, queryString(listQuery(params)), { signal }),
    getOne: (resource, { id }, { signal } = {}) => call(resource, recordPath(id), { id, signal }),
    async getMany(resource, { ids }, { signal } = {}) {
      if (ids.length === 0) return [];
      const found = await call<{ data: { id: string }[] }>(
        resource,
        queryString(listQuery({ filter: { id: ids }, perPage: MAX_PER_PAGE })),
        { signal },
      );
      const byId = new Map(found.data.map((record) => [record.id, record]));
      return ids.flatMap((id) => byId.get(id) ?? []) as never[];
    },
    async aggregate(resource, params, { signal } = {}) {
      return (await call<{ data: never[] }>(resource, `/aggregate${queryString(aggregateQuery(params))}`, { signal })).data;
    },
    create: (resource, { data }) => write(resource, () => call(resource, '', { method: 'POST', body: JSON.stringify(data) })),
    update: (resource, { id, data, version }) =>
      write(resource, () =>
        call(resource, recordPath(id), {
          id,
          method: 'PATCH',
          body: JSON.stringify(data),
          // Every update says what it was made from: the version read, or `*` from a caller that read none (whatever is current).
          headers: { 'If-Match': version === undefined ? '*' : `"${version}"` },
        }),
      ),
    getSession: ({ signal } = {}) => call('auth', '/session', { signal }),
    getHistory: (resource, { id, page, perPage }, { signal } = {}) =>
      call(resource, `${recordPath(id)}/history${queryString({ page, perPage })}`, { id, signal }),
    ...(feed && { subscribe: feed.subscribe, subscribePositions: feed.subscribePositions }),

    // Where vehicles are and have been (contract 6.3.0).
    async getLatestPositions({ signal } = {}) {
      return (await call<{ data: VehiclePosition[] }>('positions', '/latest', { signal })).data;
    },
    async getVehicleRoute(vehicleId, params, { signal } = {}) {
      return (await call<{ data: RoutePoint[] }>('vehicles', routePath(vehicleId, params), { id: vehicleId, signal })).data;
    },
    getVehicleRouteGpx: (vehicleId, params, { signal } = {}) =>
      call<string>('vehicles', routePath(vehicleId, params, '.gpx'), {
        id: vehicleId,
        signal,
        text: true,
        headers: { Accept: 'application/gpx+xml' },
      }),

    // Staff accounts, one's own account and the audit log (contract 6.3.0).
    listUsers: async ({ signal } = {}) => (await call<{ data: StaffAccount[] }>('users', '', { signal })).data,
    inviteUser: async (invitation) =>
      post<PasswordLink>('users', '/invitations', checkInvitation(invitation), { refused: invitationRefused }),
    changeUserRole: async ({ id, role }) =>
      call<StaffAccount>('users', recordPath(String(id)), {
        id: String(id),
        method: 'PATCH',
        body: JSON.stringify({ role: checkRole(role) }),
        refused: onField(['role'], 'role'),
      }),
    deactivateUser: ({ id }) =>
      post<StaffAccount>('users', `${recordPath(String(id))}/deactivate`, undefined, {
        id: String(id),
        refused: onField([], 'id', 'not_allowed'),
      }),
    resetUserPassword: ({ id }) => post<PasswordLink>('users', `${recordPath(String(id))}/password-reset`, undefined, { id: String(id) }),
    setPasswordFromLink: async (params) => {
      await post('auth', '/password', checkPasswordFromLink(params), { refused: onField(['password'], 'token') });
    },
    changeOwnPassword: async (params) => {
      await post('auth', '/password/change', checkPasswordChange(params), {
        refused: onField(['currentPassword', 'newPassword'], 'newPassword'),
      });
    },
    listOwnSessions: async ({ signal } = {}) => (await call<{ data: OwnSession[] }>('auth', '/sessions', { signal })).data,
    signOutEverywhere: async () => {
      await post('auth', '/sessions/end-all');
    },
    getAuditLog: async ({ page, perPage, ...filter }, { signal } = {}) =>
      call<AuditPage>('audit', queryString({ ...checkAuditFilter(filter), page, perPage }), { signal }),
    exportAuditLog: async (filter) => call<string>('audit', `.csv${queryString({ ...checkAuditFilter(filter) })}`, { text: true }),
  };
}
