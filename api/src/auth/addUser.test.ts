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

const at = new Date(2025, 7, 21, 10, 30);
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

it('refuses a role the contract does not have, a missing name and no password, adding nothing', async () => {
  await expect(addUserFromArgs(db, ['add', '--role', 'owner', '--email', 'a@b.uk', '--name', 'A'], HASH, at)).rejects.toThrow(
    '--role must be one of admin, dispatcher, fleet_manager, finance, viewer, not "owner"',
  );
  await expect(addUserFromArgs(db, ['add', '--role', 'viewer', '--email', 'a@b.uk'], HASH, at)).rejects.toThrow(/^Usage:/);
  await expect(addUserFromArgs(db, ['add', '--role', 'viewer', '--email', 'a@b.uk', '--name', 'A'], null, at)).rejects.toThrow(
    /^Pipe the password in/,
  );
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM staff_accounts`.execute(db);
  expect(rows[0].n).toBe(1);
});
