import { sql } from 'kysely';
import { type AccessResource, type Action, ACTIONS, can, type Resource, type Role, ROLE_IDS } from 'shared-contracts/contract';
import { generateDataSet } from 'shared-contracts/server';

import { createSessions, SESSION_COOKIE } from '../auth/sessions';
import { addStaff } from '../testing/staffSignIn';
import { startTestApi, type TestApi } from '../testing/testApi';

// The permission test, generated from the contract's one table: every role × route × action cell is asked with a
// valid request; the role table says 200/201 or 403, and a 403 stores nothing.
const today = new Date(2025, 7, 21, 10, 30);
let api: TestApi;
const cookies = new Map<Role, string>();
let adminCookie: string;

beforeAll(async () => {
  api = await startTestApi({ now: () => today });
  await api.reset(generateDataSet({ today }));
  adminCookie = api.cookie;
  const sessions = createSessions(api.db, { idleMinutes: 30, maxHours: 12 }, () => today);
  for (const role of ROLE_IDS) {
    const id = await addStaff(api, role, `${role}@permissions.test`);
    cookies.set(role, `${SESSION_COOKIE}=${await sessions.start(id)}`);
  }
}, 180_000);
afterAll(() => api?.close());

let serial = 0;
const unique = () => String(++serial).padStart(3, '0');

/** A valid new record of each resource, unique where its fields must be. */
const NEW_RECORD: Record<Resource, () => Record<string, unknown>> = {
  jobs: () => ({
    client_id: 'CLI-001',
    job_type: 'Office Move',
    pickup_address: '1 Queen Street, London EC2A 1AA',
    delivery_address: '2 Kings Road, Leeds LS1 4TT',
    pickup_date: '2030-09-01',
  }),
  drivers: () => {
    const n = unique();
    return {
      name: `Perm Driver ${n}`,
      email: `driver${n}@permissions.test`,
      phone: '07700 900123',
      license_number: `PERMD${n}`,
      employment_type: 'full_time',
      license_expiry: '2030-01-01',
    };
  },
  vehicles: () => {
    const n = unique();
    return {
      registration: `PRM-${n}`,
      make: 'Ford',
      model: 'Transit',
      year: 2022,
      vin: `VINPERM${n}`,
      mot_expiry: '2030-01-01',
      insurance_expiry: '2030-01-01',
      service_due: '2030-01-01',
    };
  },
  clients: () => {
    const n = unique();
    return {
      company_name: `Perm Client ${n}`,
      client_type: 'corporate',
      contact_name: 'Pat Perm',
      email: `client${n}@permissions.test`,
      phone: '020 7946 0000',
    };
  },
  invoices: () => ({ client_id: 'CLI-002', services: 'Storage Services', amount: 500 }),
  warehouses: () => ({
    name: `Perm Store ${unique()}`,
    address: '3 Dock Road, Hull HU1 1AA',
    type: 'Main Depot',
    capacity: 500,
    manager: 'Sam Store',
  }),
  systemAlerts: () => ({ type: 'speeding', severity: 'low', title: `Perm alert ${unique()}` }),
};

/** A change of one plain field, which needs `update`. */
const CHANGE: Record<Resource, () => Record<string, unknown>> = {
  jobs: () => ({ notes: `Changed ${unique()}` }),
  drivers: () => ({ name: `Renamed Driver ${unique()}` }),
  vehicles: () => ({ make: `Make ${unique()}` }),
  clients: () => ({ contact_name: `Contact ${unique()}` }),
  invoices: () => ({ notes: `Note ${unique()}` }),
  warehouses: () => ({ manager: `Manager ${unique()}` }),
  systemAlerts: () => ({ description: `Seen ${unique()}` }),
};

/** The status each named action sets. */
const NAMED_CHANGE: Partial<Record<Action, Record<string, string>>> = {
  send: { status: 'sent' },
  acknowledge: { status: 'acknowledged' },
  resolve: { status: 'resolved' },
};

async function inject(cookie: string, method: string, url: string, payload?: unknown) {
  return api.app.inject({
    method: method as 'GET',
    url,
    headers: { cookie, ...(method === 'PATCH' ? { 'if-match': '*' } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A record made afresh by the administrator, for a change to start from (an invoice not yet sent, an active alert). */
async function freshRecord(resource: AccessResource): Promise<string> {
  if (resource === 'users') return String(await addStaff(api, 'viewer', `account${unique()}@permissions.test`));
  if (!isRecord(resource)) throw new Error(`No record of ${resource} to make`);
  const answer = await inject(adminCookie, 'POST', `/api/${resource}`, NEW_RECORD[resource]());
  if (answer.statusCode !== 201) throw new Error(`Could not make a ${resource} record: ${answer.body}`);
  return (answer.json() as { data: { id: string } }).data.id;
}

/** Rows and versions of every record table; the accounts' roles and states, their sessions and links; the audit trail. */
async function stored(): Promise<string> {
  const tables = ['jobs', 'drivers', 'vehicles', 'clients', 'invoices', 'warehouses', 'system_alerts'];
  const { rows } = await sql<{ figures: string }>`SELECT concat_ws(' ', ${sql.join(
    tables.map((table) => sql`(SELECT count(*) || '/' || coalesce(sum(version), 0) FROM ${sql.table(table)})`),
  )},
    (SELECT string_agg(role || active::text, ',' ORDER BY id) FROM staff_accounts),
    (SELECT count(*) FROM sessions), (SELECT count(*) FROM password_links), (SELECT count(*) FROM audit_entries)) AS figures`.execute(
    api.db,
  );
  return rows[0].figures;
}

const isRecord = (resource: AccessResource): resource is Resource => resource in NEW_RECORD;

/** A valid body for the users routes' writes. */
const USERS_BODY: Record<string, () => Record<string, unknown> | undefined> = {
  'POST /api/users/invitations': () => ({ email: `invited${unique()}@permissions.test`, name: 'Ivy Invited', role: 'viewer' }),
  'PATCH /api/users/:id': () => ({ role: 'finance' }),
  'POST /api/users/:id/deactivate': () => undefined,
  'POST /api/users/:id/password-reset': () => undefined,
};

interface Cell {
  role: Role;
  method: string;
  url: string;
  resource: AccessResource;
  action: Action;
}

/** Every cell: each role, each route that declares an action of the table, each action that route can need. */
function cells(): Cell[] {
  const routes = api.app.registeredRoutes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({ method, url: route.url, access: route.access })),
  );
  const out: Cell[] = [];
  for (const { method, url, access } of routes) {
    if (!access || access === 'own account' || !url.startsWith('/api/')) continue;
    const resource = access.resource;
    const named = (ACTIONS[resource] as readonly Action[]).filter((action) => action in NAMED_CHANGE);
    const actions: Action[] = isRecord(resource) && method === 'PATCH' ? ['update', ...named] : [access.action];
    for (const role of ROLE_IDS) for (const action of actions) out.push({ role, method, url, resource, action });
  }
  return out;
}

it('answers every role × route × action cell as the role table says: 200/201 when it may, 403 and nothing stored when not', async () => {
  const all = cells();
  const answered = new Set<string>();
  for (const cell of all) {
    const { role, method, url, resource, action } = cell;
    const id = url.includes(':id') ? await freshRecord(resource) : '';
    const path = url.replace(':id', id) + (url === `/api/${resource}` && method !== 'POST' ? '?perPage=1' : '');
    const body = !isRecord(resource)
      ? USERS_BODY[`${method} ${url}`]?.()
      : url === '/api/vehicles/:id/devices'
        ? { deviceId: `tracker-${unique()}` }
        : method === 'POST'
          ? NEW_RECORD[resource]()
          : method === 'PATCH'
            ? (NAMED_CHANGE[action] ?? CHANGE[resource]())
            : undefined;
    const before = await stored();
    const answer = await inject(cookies.get(role)!, method, path, body);
    const allowed = can(role, resource, action);
    const expected = allowed ? (method === 'POST' && !url.endsWith('/deactivate') ? 201 : 200) : 403;
    // The answer's body is shown only when its status is not the one expected, to say why.
    const shown = answer.statusCode === expected ? [] : [answer.body];
    expect([role, method, url, action, answer.statusCode, ...shown]).toEqual([role, method, url, action, expected]);
    if (!allowed) {
      // A write by a role that may not even read the resource is refused before its body is read, for the read.
      const refused = isRecord(resource) && !can(role, resource, 'read') ? 'read' : action;
      if (method !== 'HEAD') expect(answer.json()).toEqual({ error: 'forbidden', message: `Your role may not ${refused} ${resource}` });
      expect(await stored()).toBe(before);
    }
    answered.add(`${role} ${method} ${url} ${action}`);
  }
  // 5 roles × (7 resources × (list, aggregate, record, history: GET and HEAD; POST; PATCH) + the named actions: send,
  // acknowledge, resolve; the audit log and its CSV: GET and HEAD; the users list: GET and HEAD, an invitation, a role,
  // a deactivation, a reset; the newest positions, a vehicle's route and its GPX: GET and HEAD; a tracker registered)
  expect(all.length).toBe(450);
  expect(answered.size).toBe(450);
  console.log(`Permission test: ${answered.size} of ${all.length} role × route × action cells answered as the table says (100 %)`);
}, 300_000);
