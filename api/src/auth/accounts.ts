import { type Kysely, sql } from 'kysely';
import type { Role } from 'shared-contracts/contract';

/** A member of staff as the API knows them once signed in. */
export interface Account {
  id: number;
  email: string;
  name: string;
  role: Role;
}

/** An account as sign-in reads it: its hash (none until a password is set) and whether it may sign in. */
interface StoredAccount extends Account {
  passwordHash: string | null;
  active: boolean;
}

const ACCOUNT_FIELDS = sql`id::int AS id, email, name, role, password_hash AS "passwordHash", active`;

/** The account with this e-mail, in any case, or undefined. */
export async function accountByEmail(db: Kysely<unknown>, email: string): Promise<StoredAccount | undefined> {
  const { rows } =
    await sql<StoredAccount>`SELECT ${ACCOUNT_FIELDS} FROM staff_accounts WHERE lower(email) = lower(${email.trim()})`.execute(db);
  return rows[0];
}

/** Adds an account; its password is set later from a link when `passwordHash` is null. Returns its id. */
export async function addAccount(
  db: Kysely<unknown>,
  account: { email: string; name: string; role: Role; passwordHash: string | null },
  at: Date,
): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO staff_accounts (email, name, role, password_hash, created_at)
    VALUES (${account.email.trim()}, ${account.name.trim()}, ${account.role}, ${account.passwordHash}, ${at}) RETURNING id::int AS id`.execute(
    db,
  );
  return rows[0].id;
}

/**
 * The deployment's administrator (ADMIN_EMAIL / ADMIN_PASSWORD_HASH) exists, is active, is an administrator and has
 * the configured password: the deployment's word is the last, so a lost password is set again by a new hash and a
 * restart, as before accounts were kept in the database.
 */
export async function ensureAdmin(db: Kysely<unknown>, admin: { email: string; passwordHash: string }, at: Date): Promise<void> {
  await sql`INSERT INTO staff_accounts (email, name, role, password_hash, created_at)
    VALUES (${admin.email}, 'Administrator', 'admin', ${admin.passwordHash}, ${at})
    ON CONFLICT (lower(email)) DO UPDATE SET role = 'admin', active = true, password_hash = EXCLUDED.password_hash`.execute(db);
}

/** Notes a sign-in's time on the account. */
export async function recordSignIn(db: Kysely<unknown>, id: number, at: Date): Promise<void> {
  await sql`UPDATE staff_accounts SET last_sign_in_at = ${at} WHERE id = ${id}`.execute(db);
}
