import type { Kysely } from 'kysely';
import type { Resource } from 'shared-contracts/contract';
import * as z from 'zod';

import type { Database } from '../db/openDatabase';
import type { ApiInstance } from '../http/apiInstance';
import { answers } from '../http/routeSchemas';
import { auditCsvQuery, auditPage, auditQuery, historyQuery } from './auditSchemas';
import { readAuditCsv, readAuditPage } from './readAudit';

/**
 * The audit log, for administrators (the role table's `audit`): GET /audit a page of entries, newest first, filtered
 * by account, resource, action and from/to; GET /audit.csv the same entries as CSV. Nothing changes an entry.
 */
export function auditRoutes(api: ApiInstance, db: Database) {
  const access = { access: { resource: 'audit', action: 'read' } } as const;
  const tags = ['audit'];
  api.get(
    '/audit',
    { config: access, schema: { tags, querystring: auditQuery, response: answers({ 200: auditPage }) } },
    async (request) => {
      const { page, perPage, ...filter } = request.query;
      return readAuditPage(db, filter, { page, perPage });
    },
  );
  api.get('/audit.csv', { config: access, schema: { tags, querystring: auditCsvQuery } }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="audit-log.csv"')
      .send(await readAuditCsv(db, request.query)),
  );
}

/** GET /{resource}/{id}/history: who changed what of one record, newest first, paged; for whoever may read the resource. */
export function historyRoute(api: ApiInstance, db: Kysely<unknown>, resource: Resource, params: z.ZodType<{ id: string }>) {
  api.get(
    `/${resource}/:id/history`,
    {
      config: { access: { resource, action: 'read' } },
      schema: { tags: [resource], params, querystring: historyQuery, response: answers({ 200: auditPage }) },
    },
    async (request) => readAuditPage(db, { resource, recordId: request.params.id }, request.query),
  );
}
