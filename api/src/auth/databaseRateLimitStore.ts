import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { type Kysely, sql } from 'kysely';

/** Windows that ended this long ago are deleted as attempts come in. */
const KEPT_AFTER_WINDOW = sql`interval '1 hour'`;

/** Counts a request of `key` in its window (a new window once the last has ended); the count and the ms left. */
export async function hit(db: Kysely<unknown>, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  await sql`DELETE FROM rate_limits WHERE window_ends < now() - ${KEPT_AFTER_WINDOW}`.execute(db);
  const { rows } = await sql<{ current: number; ttl: number }>`
    INSERT INTO rate_limits AS r (key, hits, window_ends) VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
      window_ends = CASE WHEN r.window_ends <= now() THEN EXCLUDED.window_ends ELSE r.window_ends END
    RETURNING r.hits AS current, greatest(0, ceil(extract(epoch FROM r.window_ends - now()) * 1000))::integer AS ttl`.execute(db);
  return rows[0];
}

/** How many requests of `key` its current window holds, and the ms left (0 and 0 when none). */
export async function hitsOf(db: Kysely<unknown>, key: string): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ current: number; ttl: number }>`SELECT hits AS current,
      greatest(0, ceil(extract(epoch FROM window_ends - now()) * 1000))::integer AS ttl
    FROM rate_limits WHERE key = ${key} AND window_ends > now()`.execute(db);
  return rows[0] ?? { current: 0, ttl: 0 };
}

/**
 * @fastify/rate-limit's store in the database (migration 008): every API process on it counts the same requests,
 * and a restart keeps them, where the plugin's own store counts per process and forgets on restart.
 */
export function databaseRateLimitStore(db: Kysely<unknown>): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hit(db, `${this.route} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { path: string }): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(undefined, routeOptions.path);
    }
  }
  return DatabaseRateLimitStore;
}
