import { NotFoundError, type Resource, writeActions } from 'shared-contracts/contract';

import { historyRoute } from '../audit/auditRoutes';
import { readAggregate, readList, readOne } from '../records/readRecords';
import type { ResourceTable } from '../records/resourceTable';
import { createRecord, type ResourceWrites, updateRecord, type WriteContext } from '../records/writeRecords';
import type { ApiInstance } from './apiInstance';
import { BadRequestError } from './BadRequestError';
import { answers, resourceSchemas } from './routeSchemas';

/** Records as read hold their version (the table's reads add it), which their type does not say. */
const versioned = (value: unknown) => value as never;

/** The version an update was made from, from `If-Match: "3"`, or 'any' for `If-Match: *`; undefined without the header. */
function versionOf(ifMatch: string | undefined): number | 'any' | undefined {
  if (ifMatch === undefined) return undefined;
  if (ifMatch.trim() === '*') return 'any';
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(ifMatch.trim());
  if (!match) throw new BadRequestError('If-Match must hold the version read, e.g. If-Match: "3", or * for whatever version is current');
  return Number(match[1]);
}

const PRECONDITION_REQUIRED = {
  error: 'precondition_required',
  message: 'Send If-Match with the version the change was made from (the ETag read), e.g. If-Match: "3"',
} as const;

/**
 * One resource's routes in the REST dialect (see the README and /api/openapi.json), inside the /api plugin: GET
 * /{resource} a page `{ data, total }`, GET /{resource}/aggregate the figures `{ data }`, GET /{resource}/{id} a record,
 * POST /{resource} a new record (201 `{ data, changed }`), PATCH /{resource}/{id} a change (If-Match required).
 */
export function recordRoutes(api: ApiInstance, context: WriteContext, resource: Resource, table: ResourceTable, writes: ResourceWrites) {
  const schemas = resourceSchemas(resource, table);
  const tags = [resource];
  const read = { access: { resource, action: 'read' as const } };
  const write = (action: 'create' | 'update') => ({
    writesFields: true,
    access: { resource, action, actionsOf: (body: unknown) => writeActions(resource, action, body) },
  });
  api.get(
    `/${resource}`,
    { config: read, schema: { tags, querystring: schemas.listQuery, response: answers({ 200: schemas.list }) } },
    async (request) => versioned(await readList(context.db, table, request.query, context.now())),
  );
  api.get(
    `/${resource}/aggregate`,
    { config: read, schema: { tags, querystring: schemas.aggregateQuery, response: answers({ 200: schemas.aggregate }) } },
    async (request) => ({ data: await readAggregate(context.db, table, request.query, context.now()) }),
  );
  api.get(
    `/${resource}/:id`,
    { config: read, schema: { tags, params: schemas.params, response: answers({ 200: schemas.record }) } },
    async (request, reply) => {
      const record = await readOne(context.db, table, request.params.id, context.now());
      if (!record) throw new NotFoundError(resource, request.params.id);
      return reply.header('ETag', `"${record.version as number}"`).send(versioned(record));
    },
  );
  api.post(
    `/${resource}`,
    { config: write('create'), schema: { tags, body: schemas.createBody, response: answers({ 201: schemas.written }) } },
    async (request, reply) =>
      reply.code(201).send(versioned(await createRecord(context, resource, writes, request.body, request.account!))),
  );
  historyRoute(api, context.db, resource, schemas.params);
  api.patch(
    `/${resource}/:id`,
    {
      config: write('update'),
      schema: {
        tags,
        params: schemas.params,
        headers: schemas.ifMatch,
        body: schemas.updateBody,
        response: answers({ 200: schemas.written }),
      },
    },
    async (request, reply) => {
      const version = versionOf(request.headers['if-match']);
      if (version === undefined) return reply.code(428).send(PRECONDITION_REQUIRED);
      return versioned(
        await updateRecord(
          context,
          resource,
          writes,
          request.params.id,
          request.body,
          version === 'any' ? undefined : version,
          request.account!,
        ),
      );
    },
  );
}
