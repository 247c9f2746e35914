import { createHash, randomBytes } from 'node:crypto';

import { type Kysely, sql } from 'kysely';

import type { Account } from './accounts';

/** The cookie that holds a session's token. */
export const SESSION_COOKIE = 'zorvex_session';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How long a session lasts: `idleMinutes` without a request, and `maxHours` after sign-in at most. */
export interface SessionLifetime {
  idleMinutes: number;
  maxHours: number;
}

/**
 * Sign-in sessions kept in the database (they outlive a restart of the API): a random token travels in the
 * cookie, only its hash is stored. A session ends after `idleMinutes` without a request (each request moves that on),
 * `maxHours` after sign-in however much it is used, or on logout. `now` is the API's clock.
 */
export function createSessions(db: Kysely<unknown>, { idleMinutes, maxHours }: SessionLifetime, now: () => Date) {
  const idleMs = idleMinutes * 60_000;
  const maxMs = maxHours * 3_600_000;
  // A session's row is written again only once its expiry would move on by this much: few writes, and the expiry
  // still slides at every request that matters (a quarter of the idle time, at most a minute).
  const refreshAfterMs = Math.min(60_000, idleMs / 4);
  const expiryFrom = (at: number, startedAt: number) => new Date(Math.min(at + idleMs, startedAt + maxMs));
  return {
    /** Starts a session for the account (from the device `userAgent` names); the token goes in the cookie. */
    async start(accountId: number, userAgent = ''): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await sql`DELETE FROM sessions WHERE expires_at < ${at}`.execute(db);
      await sql`INSERT INTO sessions (token_hash, account_id, user_agent, created_at, last_used_at, expires_at)
        VALUES (${hashOf(token)}, ${accountId}, ${userAgent.slice(0, 512)}, ${at}, ${at}, ${expiryFrom(at.getTime(), at.getTime())})`.execute(
        db,
      );
      return token;
    },
    /** The active account a live session belongs to, or undefined; its expiry moves on. */
    async find(token: string | undefined): Promise<Account | undefined> {
      if (!token) return undefined;
      const at = now();
      const { rows } = await sql<Account & { createdAt: Date; expiresAt: Date }>`SELECT a.id::int AS id, a.email, a.name, a.role,
          s.created_at AS "createdAt", s.expires_at AS "expiresAt"
        FROM sessions s JOIN staff_accounts a ON a.id = s.account_id
        WHERE s.token_hash = ${hashOf(token)} AND s.expires_at > ${at} AND a.active`.execute(db);
      const session = rows[0];
      if (!session) return undefined;
      const expiry = expiryFrom(at.getTime(), new Date(session.createdAt).getTime());
      if (expiry.getTime() - new Date(session.expiresAt).getTime() >= refreshAfterMs) {
        await sql`UPDATE sessions SET expires_at = ${expiry}, last_used_at = ${at} WHERE token_hash = ${hashOf(token)}`.execute(db);
      }
      return { id: session.id, email: session.email, name: session.name, role: session.role };
    },
    /** An account's live sessions, newest use first, the one `token` opens marked current. */
    async listOf(accountId: number, token: string | undefined) {
      const { rows } = await sql<{ current: boolean; userAgent: string; createdAt: Date; lastUsedAt: Date }>`SELECT
          token_hash = ${hashOf(token ?? '')} AS current, user_agent AS "userAgent", created_at AS "createdAt", last_used_at AS "lastUsedAt"
        FROM sessions WHERE account_id = ${accountId} AND expires_at > ${now()} ORDER BY last_used_at DESC, created_at DESC`.execute(db);
      return rows;
    },
    /** Ends every session of an account but the one `keep` opens, if given. */
    async endAllOf(accountId: number, keep?: string): Promise<void> {
      await sql`DELETE FROM sessions WHERE account_id = ${accountId} AND token_hash <> ${keep ? hashOf(keep) : ''}`.execute(db);
    },
    /** Ends a session: its token opens nothing any more. */
    async end(token: string | undefined): Promise<void> {
      if (token) await sql`DELETE FROM sessions WHERE token_hash = ${hashOf(token)}`.execute(db);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
