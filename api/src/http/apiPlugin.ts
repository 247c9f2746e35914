import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Resource } from 'shared-contracts/contract';

import { servedResources } from '../areas/modules';
import { authRoutes } from '../auth/authRoutes';
import { createSessions } from '../auth/sessions';
import type { ApiConfig } from '../config';
import { BUSY, RETRY_AFTER_SECONDS } from '../db/databaseAvailability';
import { type Database, waitingQueries } from '../db/openDatabase';
import type { ResourceTable } from '../records/resourceTable';
import type { ApiInstance } from './apiInstance';
import { denyByDefault } from './denyByDefault';
import { notFound } from './errorAnswers';
import { recordRoutes } from './recordRoutes';
import { sameOriginWrites } from './sameOriginWrites';

export interface ApiPluginOptions {
  db: Database;
  config: ApiConfig;
  now: () => Date;
}

/**
 * Every /api route, in one encapsulated plugin registered with `prefix: '/api'`: its hooks apply to each of them and
 * to its 404, and to nothing else. In order: a request that would queue behind too many for the database is answered
 * 503 at once; a route needs a session unless its own config says `public: true`; a change must come from the
 * portal's origin.
 */
export async function apiPlugin(api: ApiInstance, { db, config, now }: ApiPluginOptions) {
  const sessions = createSessions(db, { idleMinutes: config.sessionMinutes, maxHours: config.sessionMaxHours }, now);
  api.decorateRequest('account', undefined);
  api.addHook('onRequest', async (_request: FastifyRequest, reply: FastifyReply) => {
    if (waitingQueries(db) >= config.databaseQueueLimit) return reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS).send(BUSY);
  });
  api.addHook('onRequest', denyByDefault(sessions));
  api.addHook('onRequest', sameOriginWrites);
  api.setNotFoundHandler(notFound);

  await authRoutes(api, { db, config, sessions });
  const resources = servedResources();
  const tables = Object.fromEntries(Object.entries(resources).map(([name, { table }]) => [name, table])) as Record<Resource, ResourceTable>;
  for (const [resource, { table, writes }] of Object.entries(resources) as [Resource, (typeof resources)[Resource]][]) {
    recordRoutes(api, { db, tables, now }, resource, table, writes);
  }
  // The published contract, as the README's dialect: open to whoever writes a client or a server for it.
  api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => api.swagger());
}
