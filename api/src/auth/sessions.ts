import { createHash, randomBytes } from 'node:crypto';

import { type Kysely, sql } from 'kysely';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session's expiry moves on with use, but its row is written at most once a minute. */
const REFRESH_AFTER_MS = 60_000;

/**
 * Sign-in sessions kept in the database (they outlive a restart of the API): a random token travels in the
 * cookie, only its hash is stored. A session ends after `minutes` without a request, or on logout.
 */
export function createSessions(db: Kysely<unknown>, minutes: number) {
  const lifetime = sql`make_interval(mins => ${minutes})`;
  return {
    /** Starts a session for the account; the token goes in the cookie. */
    async start(email: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await sql`DELETE FROM sessions WHERE expires_at < now()`.execute(db);
      await sql`INSERT INTO sessions (token_hash, email, expires_at) VALUES (${hashOf(token)}, ${email}, now() + ${lifetime})`.execute(db);
      return token;
    },
    /** The account a live session belongs to, or undefined; its expiry moves on. */
    async find(token: string | undefined): Promise<string | undefined> {
      if (!token) return undefined;
      const { rows } = await sql<{ email: string; left_ms: number }>`SELECT email,
          (extract(epoch FROM expires_at - now()) * 1000)::double precision AS left_ms
        FROM sessions WHERE token_hash = ${hashOf(token)} AND expires_at > now()`.execute(db);
      const session = rows[0];
      if (!session) return undefined;
      if (session.left_ms < minutes * 60_000 - REFRESH_AFTER_MS) {
        await sql`UPDATE sessions SET expires_at = now() + ${lifetime} WHERE token_hash = ${hashOf(token)}`.execute(db);
      }
      return session.email;
    },
    /** Ends a session: its token opens nothing any more. */
    async end(token: string | undefined): Promise<void> {
      if (token) await sql`DELETE FROM sessions WHERE token_hash = ${hashOf(token)}`.execute(db);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
