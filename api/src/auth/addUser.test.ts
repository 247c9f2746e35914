import { sql } from 'kysely';

import type { Database } from '../db/openDatabase';
import { openMigratedDatabase } from '../testing/testApi';
import { addUserFromArgs } from './addUser';

// `pnpm --dir api user add`: a deployment adds an administrator (or anyone) from the command line.
let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openMigratedDatabase());
}, 180_000);
afterAll(() => close?.());

const at = new Date('2025-08-21T09:30:00.000Z');
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$aGFzaA';

it('adds an active account with the role, name and password hash given', async () => {
  const printed = await addUserFromArgs(
    db,
    ['add', '--role', 'admin', '--email', 'ops@zorvex-logistics.co.uk', '--name', 'Ops Lead'],
    HASH,
    at,
  );
  expect(printed).toMatch(/^Added ops@zorvex-logistics.co.uk \(Administrator\), account \d+$/);
  const { rows } = await sql`SELECT email, name, role, password_hash, active FROM staff_accounts`.execute(db);
  expect(rows).toEqual([{ email: 'ops@zorvex-logistics.co.uk', name: 'Ops Lead', role: 'admin', password_hash: HASH, active: true }]);
});

it('refuses a role the contract does not have and a missing name, adding nothing', async () => {
  await expect(addUserFromArgs(db, ['add', '--role', 'owner', '--email', 'a@b.uk', '--name', 'A'], HASH, at)).rejects.toThrow(
    '--role must be one of admin, dispatcher, fleet_manager, finance, viewer, not "owner"',
  );
  await expect(addUserFromArgs(db, ['add', '--role', 'viewer', '--email', 'a@b.uk'], HASH, at)).rejects.toThrow(/^Usage:/);
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM staff_accounts`.execute(db);
  expect(rows[0].n).toBe(1);
});

it('adds an account without a password and prints a set-password link, valid 24 hours, stored only as its hash', async () => {
  const printed = await addUserFromArgs(
    db,
    ['add', '--role', 'viewer', '--email', 'val@zorvex-logistics.co.uk', '--name', 'Val'],
    null,
    at,
  );
  const [first, second, token, third] = printed.split('\n');
  expect(first).toMatch(/^Added val@zorvex-logistics.co.uk \(Viewer\), account \d+, without a password\.$/);
  expect(second).toBe("Its set-password link's token, valid until 2025-08-22T09:30:00.000Z and shown once:");
  expect(token).toMatch(/^[\w-]{43}$/);
  expect(third).toBe('(POST /api/auth/password with { "token", "password" })');
  const { rows } = await sql<{ hash: string | null; links: number }>`SELECT password_hash AS hash,
    (SELECT count(*)::int FROM password_links l WHERE l.account_id = a.id AND l.token_hash <> ${token}) AS links
    FROM staff_accounts a WHERE email = 'val@zorvex-logistics.co.uk'`.execute(db);
  expect(rows).toEqual([{ hash: null, links: 1 }]);
});
