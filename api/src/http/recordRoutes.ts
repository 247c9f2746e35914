import type { FastifyInstance } from 'fastify';
import { NotFoundError, type Resource, ValidationError } from 'shared-contracts/contract';

import { readAggregate, readList, readOne } from '../records/readRecords';
import type { ResourceTable } from '../records/resourceTable';
import { createRecord, type ResourceWrites, updateRecord, type WriteContext } from '../records/writeRecords';
import { aggregateParams, listParams, overlongFields, versionOf } from './requestParams';

type Query = Record<string, string | string[] | undefined>;

function checkedBody(body: unknown): Record<string, unknown> {
  const overlong = overlongFields(body);
  if (Object.keys(overlong).length > 0) throw new ValidationError(overlong);
  return body as Record<string, unknown>;
}

/**
 * One resource's routes in the REST dialect (see the README): GET /api/{resource} a page `{ data, total }`,
 * GET /api/{resource}/aggregate the figures `{ data }`, GET /api/{resource}/{id} a record, POST /api/{resource}
 * a new record (201 `{ data, changed }`), PATCH /api/{resource}/{id} a change (If-Match: "<version>").
 */
export function recordRoutes(
  app: FastifyInstance,
  context: WriteContext,
  resource: Resource,
  table: ResourceTable,
  writes: ResourceWrites,
) {
  const base = `/api/${resource}`;
  app.get(base, async (request) => readList(context.db, table, listParams(request.query as Query), context.now()));
  app.get(`${base}/aggregate`, async (request) => ({
    data: await readAggregate(context.db, table, aggregateParams(request.query as Query), context.now()),
  }));
  app.get<{ Params: { id: string } }>(`${base}/:id`, async (request, reply) => {
    const record = await readOne(context.db, table, request.params.id, context.now());
    if (!record) throw new NotFoundError(resource, request.params.id);
    return reply.header('ETag', `"${record.version as number}"`).send(record);
  });
  app.post(base, async (request, reply) => reply.code(201).send(await createRecord(context, resource, writes, checkedBody(request.body))));
  app.patch<{ Params: { id: string } }>(`${base}/:id`, async (request) => {
    const version = versionOf(request.headers['if-match']);
    return updateRecord(context, resource, writes, request.params.id, checkedBody(request.body), version);
  });
}
