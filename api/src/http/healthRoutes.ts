import { sql } from 'kysely';
import * as z from 'zod';

import { RETRY_AFTER_SECONDS, UNAVAILABLE } from '../db/databaseAvailability';
import type { Database } from '../db/openDatabase';
import type { ApiInstance } from './apiInstance';
import { answers } from './routeSchemas';

const HEALTHY = z.object({ ok: z.literal(true) });

/**
 * For a load balancer or an orchestrator, outside /api and without a session: GET /health/live answers while the
 * process runs; GET /health/ready asks the database too, and answers 503 (Retry-After) while it cannot be reached.
 */
export function healthRoutes(app: ApiInstance, db: Database) {
  const options = { config: { public: true }, schema: { tags: ['health'], response: answers({ 200: HEALTHY }) } };
  app.get('/health/live', options, async () => ({ ok: true as const }));
  app.get('/health/ready', options, async (_request, reply) => {
    try {
      await sql`SELECT 1`.execute(db);
    } catch {
      return reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS).send(UNAVAILABLE);
    }
    return { ok: true as const };
  });
}
