import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Resource } from 'shared-contracts/contract';

import { servedResources } from './areas/modules';
import { authRoutes } from './auth/authRoutes';
import { createSessions } from './auth/sessions';
import type { ApiConfig } from './config';
import type { Database } from './db/openDatabase';
import { answerErrors } from './http/errorAnswers';
import { recordRoutes } from './http/recordRoutes';
import type { ResourceTable } from './records/resourceTable';

/** Bodies larger than this are refused (413) before they are read. */
const BODY_LIMIT = 64 * 1024;

export interface AppOptions {
  db: Database;
  config: ApiConfig;
  /** The clock: new records' dates and ids, and the day vehicles' compliance is judged on. Default the real time. */
  now?: () => Date;
  /** Fastify's logger; default the config's level. */
  logger?: boolean;
}

/**
 * The API as a Fastify app: sign-in, then every resource of every area module in the REST dialect.
 *
 * @example const app = await buildApp({ db, config: readConfig() }); await app.listen({ port: 3100 });
 */
export async function buildApp({ db, config, now = () => new Date(), logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
  });
  answerErrors(app);
  // Writes are JSON only (415 for anything else): a form posted from another site cannot reach them.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  await authRoutes(app, { db, config, sessions: createSessions(db, config.sessionMinutes) });
  const resources = servedResources();
  const tables = Object.fromEntries(Object.entries(resources).map(([name, { table }]) => [name, table])) as Record<Resource, ResourceTable>;
  for (const [resource, { table, writes }] of Object.entries(resources) as [Resource, (typeof resources)[Resource]][]) {
    recordRoutes(app, { db, tables, now }, resource, table, writes);
  }
  app.get('/health', async () => ({ ok: true }));
  return app;
}
