import { createHash, randomBytes } from 'node:crypto';

import { type Kysely, sql } from 'kysely';

/** How long a set-password link works. */
const LINK_HOURS = 24;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new one-time link's token for the account (its earlier links stop working); only the token's hash is stored.
 * The token is shown once, to the administrator who passes it on.
 */
export async function newPasswordLink(db: Kysely<unknown>, accountId: number, at: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(at.getTime() + LINK_HOURS * 3_600_000);
  await sql`DELETE FROM password_links WHERE account_id = ${accountId}`.execute(db);
  await sql`INSERT INTO password_links (token_hash, account_id, expires_at) VALUES (${hashOf(token)}, ${accountId}, ${expiresAt})`.execute(
    db,
  );
  return { token, expiresAt };
}

/** Whether a link would still set a password (unknown, used and expired links would not); it stays unused. */
export async function linkIsLive(db: Kysely<unknown>, token: string, at: Date): Promise<boolean> {
  const { rows } =
    await sql`SELECT 1 FROM password_links WHERE token_hash = ${hashOf(token)} AND used_at IS NULL AND expires_at > ${at}`.execute(db);
  return rows.length > 0;
}

/** Uses a link: the account it sets the password of, or undefined when it is unknown, used or expired. Once only. */
export async function useLink(db: Kysely<unknown>, token: string, at: Date): Promise<number | undefined> {
  const { rows } = await sql<{ account_id: number }>`UPDATE password_links SET used_at = ${at}
    WHERE token_hash = ${hashOf(token)} AND used_at IS NULL AND expires_at > ${at}
    RETURNING account_id::int AS account_id`.execute(db);
  return rows[0]?.account_id;
}
