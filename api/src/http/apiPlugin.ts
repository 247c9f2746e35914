import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Resource } from 'shared-contracts/contract';

import { servedResources } from '../areas/modules';
import { auditRoutes } from '../audit/auditRoutes';
import { authRoutes } from '../auth/authRoutes';
import { createSessions } from '../auth/sessions';
import type { ApiConfig } from '../config';
import { BUSY, RETRY_AFTER_SECONDS } from '../db/databaseAvailability';
import type { Database } from '../db/openDatabase';
import { startEventHub } from '../events/eventHub';
import { eventRoutes } from '../events/eventRoutes';
import { positionRoutes } from '../positions/positionRoutes';
import type { ResourceTable } from '../records/resourceTable';
import { userRoutes } from '../users/userRoutes';
import type { ApiInstance } from './apiInstance';
import { denyByDefault, namedActions } from './denyByDefault';
import { notFound } from './errorAnswers';
import { recordRoutes } from './recordRoutes';
import { sameOriginWrites } from './sameOriginWrites';

/** How often old events are pruned. */
const PRUNE_EVERY_MS = 60_000;

export interface ApiPluginOptions {
  db: Database;
  config: ApiConfig;
  now: () => Date;
}

/**
 * Every /api route, in one encapsulated plugin registered with `prefix: '/api'`: its hooks apply to each of them and
 * to its 404, and to nothing else. In order: a request that would wait behind too many under way is answered 503 at
 * once; a route needs a session unless its own config says `public: true`; a change must come from the
 * portal's origin.
 */
export async function apiPlugin(api: ApiInstance, { db, config, now }: ApiPluginOptions) {
  const sessions = createSessions(db, { idleMinutes: config.sessionMinutes, maxHours: config.sessionMaxHours }, now);
  api.decorateRequest('account', undefined);
  // Requests under way, each holding or waiting for the database.
  let underWay = 0;
  api.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config.stream === true) return;
    if (underWay >= config.databaseQueueLimit) return reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS).send(BUSY);
    underWay += 1;
    reply.raw.once('close', () => {
      underWay -= 1;
    });
  });
  // PGlite runs each query on this thread: its queue is requests waiting for the event loop, which under-pressure
  // measures. Past the bound they are answered 503 at once rather than after many seconds.
  await api.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: (_request, reply) => {
      reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS).send(BUSY);
    },
  });
  api.addHook('onRequest', denyByDefault(sessions));
  api.addHook('onRequest', sameOriginWrites);
  api.addHook('preHandler', namedActions);
  api.setNotFoundHandler(notFound);

  await authRoutes(api, { db, config, sessions, now });
  const resources = servedResources();
  const tables = Object.fromEntries(Object.entries(resources).map(([name, { table }]) => [name, table])) as Record<Resource, ResourceTable>;
  for (const [resource, { table, writes }] of Object.entries(resources) as [Resource, (typeof resources)[Resource]][]) {
    recordRoutes(api, { db, tables, now }, resource, table, writes);
  }
  auditRoutes(api, db);
  const hub = startEventHub(db, { keep: config.eventsKept, pruneEveryMs: PRUNE_EVERY_MS });
  api.addHook('onClose', () => hub.stop());
  eventRoutes(api, { db, hub, heartbeatMs: config.eventHeartbeatMs });
  await positionRoutes(api, { db, now });
  userRoutes(api, { db, now, linkAttemptsPerMinute: config.loginAttemptsPerMinute });
  // The published contract, as the README's dialect: open to whoever writes a client or a server for it.
  api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => api.swagger());
}
