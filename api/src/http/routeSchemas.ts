/**
 * Every route's schema (params, query string, body, each answer), built from the per-resource declarations: the
 * fields a record holds as read (`ResourceTable.fields`) and the fields a create or an update may set (the contract's
 * entity schema, `ENTITY_SCHEMAS` of shared-contracts/server). Fastify validates requests and serialises answers
 * with them, and the OpenAPI document (/api/openapi.json) is generated from them.
 */
import { type Resource, RESOURCES, ROLE_IDS } from 'shared-contracts/contract';
import { ENTITY_SCHEMAS } from 'shared-contracts/server';
import * as z from 'zod';

import type { FieldKind, ResourceTable } from '../records/resourceTable';

/** The longest text a field takes, and a search. */
const MAX_TEXT_LENGTH = 5000;
const MAX_SEARCH_LENGTH = 200;
/** The longest id, and the longest field name a query names. */
const MAX_ID_LENGTH = 100;
/** A filter is a flat object: a value, or a list of values, per field. */
const MAX_FILTER_LENGTH = 4000;
const MAX_FIGURES = 20;

/** A lone surrogate (half of a character), which PostgreSQL refuses. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL can store and compare: no NUL and no half character. */
const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

const words = (field: string) => field.replaceAll('_', ' ');

/** The code a refusal of a field reports, when zod's own does not fit. */
const FORMAT = { code: 'invalid_format' } as const;

function storableText(what: string, maxLength: number) {
  return z
    .string({ error: `${what} must be text` })
    .max(maxLength, { error: `${what} must be at most ${maxLength} characters` })
    .refine(isStorableText, { error: `${what} must not hold a NUL or half a character`, params: FORMAT });
}

/** A field's value as a write may send it; the contract's rules then check it (422 with the form's message). */
function writableValue(field: string, kind: FieldKind) {
  const name = words(field);
  if (kind === 'boolean') return z.boolean({ error: `${name} must be true or false` }).nullable();
  if (kind === 'number')
    return z
      .union([z.number(), storableText(name, 40)], { error: `${name} must be a number` })
      .nullable()
      .describe('a number, or its digits as text');
  return storableText(name, MAX_TEXT_LENGTH).nullable();
}

/** A field's value as a record holds it. */
function readValue(kind: FieldKind) {
  if (kind === 'boolean') return z.boolean().nullable().optional();
  if (kind === 'number') return z.number().nullable().optional();
  return z.string().nullable().optional();
}

/** Why a write may not name a field: worked out by the server, set only by a change, or unknown. */
function unwritableMessage(
  resource: Resource,
  table: ResourceTable,
  field: string,
  writable: readonly string[],
  updateOnly: readonly string[],
) {
  if (updateOnly.includes(field)) return `"${field}" is set by a change to a ${resource} record, not when one is created`;
  if (Object.hasOwn(table.fields, field) || field === 'version') return `"${field}" is worked out by the server: a write cannot set it`;
  return `Unknown field "${field.slice(0, MAX_ID_LENGTH)}": ${resource} take ${writable.join(', ')}`;
}

function writeBody(resource: Resource, table: ResourceTable, writable: readonly string[], updateOnly: readonly string[]) {
  const shape = Object.fromEntries(writable.map((field) => [field, writableValue(field, table.fields[field]?.kind ?? 'text').optional()]));
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unwritableMessage(resource, table, issue.keys[0], writable, updateOnly)
        : 'Expected an object of fields',
  });
}

export function wholeNumber(key: string) {
  return z
    .string({ error: (issue) => (Array.isArray(issue.input) ? `${key} is given more than once` : `${key} must be a whole number`) })
    .refine((text) => /^\d{1,9}$/.test(text), {
      error: (issue) => `${key} must be a whole number, not "${String(issue.input).slice(0, 40)}"`,
    })
    .transform(Number);
}

export function once(key: string, maxLength: number) {
  return z
    .string({ error: (issue) => (Array.isArray(issue.input) ? `${key} is given more than once` : `${key} must be text`) })
    .max(maxLength, { error: `${key}: at most ${maxLength} characters` })
    .refine(isStorableText, { error: `${key} must not hold a NUL or half a character` });
}

/** Every text a filter holds (its field names and values), at any depth. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, inner]) => [key, ...texts(inner)]);
  return [];
}

const FILTER_EXAMPLE = 'filter must be a JSON object, e.g. {"status":["paid","sent"]}';

/** `filter`: a JSON object of field conditions (each field and value is checked against the table when the query is built). */
const filterParameter = once('filter', MAX_FILTER_LENGTH)
  .transform((text, context) => {
    try {
      const filter: unknown = JSON.parse(text);
      if (typeof filter === 'object' && filter !== null && !Array.isArray(filter) && texts(filter).every(isStorableText))
        return filter as Record<string, never>;
    } catch {
      // Reported below.
    }
    context.issues.push({ code: 'custom', message: FILTER_EXAMPLE, input: text });
    return z.NEVER;
  })
  .describe('A JSON object: "field": value, "field": [values], null, and the suffixes _ne, _gt, _gte, _lt, _lte, _like');

/** A field a query names (sort, groupBy, sum…), one of `fields`; `other` says why another field of the record is refused. */
function fieldName(resource: Resource, table: ResourceTable, what: string, fields: readonly string[], other = 'cannot be used here') {
  return z.enum(fields as [string, ...string[]], {
    error: (issue) => {
      const named = String(issue.input).slice(0, MAX_ID_LENGTH);
      return Object.hasOwn(table.fields, named) ? `${what}: "${named}" ${other}` : `${what}: ${resource} have no field "${named}"`;
    },
  });
}

/** `sum=a&sum=b` or `sum=a`: a list of fields. */
function fieldList(resource: Resource, table: ResourceTable, what: string, fields: readonly string[], other: string) {
  return z
    .union([z.string(), z.array(z.string()).max(MAX_FIGURES)], { error: `${what}: at most ${MAX_FIGURES} fields` })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(z.array(fieldName(resource, table, what, fields, other)));
}

export const knownKeys = (keys: readonly string[]) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown query parameter ${(issue.keys ?? []).map((key) => `"${key.slice(0, MAX_ID_LENGTH)}"`).join(', ')}: use ${keys.join(', ')}`
    : 'The query string could not be read';

/** The body of every refusal. */
const refusal = z.looseObject({ error: z.string(), message: z.string() });

const REFUSALS = {
  400: refusal,
  401: refusal,
  403: refusal,
  404: refusal,
  409: refusal,
  413: refusal,
  415: refusal,
  422: refusal,
  428: refusal,
  429: refusal,
  503: refusal,
};

/** A refusal for each status a route may answer with, and its own answers. */
export const answers = <T extends Record<number, z.ZodType>>(own: T) => ({ ...REFUSALS, ...own });

/** Every schema of one resource's routes. */
export function resourceSchemas(resource: Resource, table: ResourceTable) {
  const entity = ENTITY_SCHEMAS[resource];
  // Only the fields' names are read here; the rules check each value against the day they run.
  const createFields = Object.keys(entity.fields(new Date()));
  const updateOnly = Object.keys(entity.stateFields?.(new Date()) ?? {});
  const fields = Object.keys(table.fields);
  const numberFields = fields.filter((field) => table.fields[field].kind === 'number');
  const comparable = fields.filter((field) => table.fields[field].kind !== 'boolean');
  const record = z.looseObject({
    ...Object.fromEntries(fields.map((field) => [field, readValue(table.fields[field].kind)])),
    version: z.number().int(),
  });
  const listKeys = ['page', 'perPage', 'sort', 'order', 'q', 'filter'];
  const aggregateKeys = ['q', 'filter', 'groupBy', 'sum', 'avg', 'max'];
  return {
    params: z.object({ id: once('id', MAX_ID_LENGTH) }),
    listQuery: z.strictObject(
      {
        page: wholeNumber('page').optional(),
        perPage: wholeNumber('perPage').optional(),
        sort: fieldName(resource, table, 'sort', [...fields, ...Object.keys(table.namedOrders ?? {})]).optional(),
        order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
        q: once('q', MAX_SEARCH_LENGTH).optional(),
        filter: filterParameter.optional(),
      },
      { error: knownKeys(listKeys) },
    ),
    aggregateQuery: z.strictObject(
      {
        q: once('q', MAX_SEARCH_LENGTH).optional(),
        filter: filterParameter.optional(),
        groupBy: fieldName(resource, table, 'groupBy', fields).optional(),
        sum: fieldList(resource, table, 'sum', numberFields, 'is not a number').optional(),
        avg: fieldList(resource, table, 'avg', numberFields, 'is not a number').optional(),
        max: fieldList(resource, table, 'max', comparable, 'is true or false: it has no greatest value').optional(),
      },
      { error: knownKeys(aggregateKeys) },
    ),
    createBody: writeBody(resource, table, createFields, updateOnly),
    updateBody: writeBody(resource, table, [...createFields, ...updateOnly], []),
    ifMatch: z.looseObject({
      'if-match': z.string().max(MAX_ID_LENGTH).optional().describe('"<version>" as read (ETag), or * for whatever version is current'),
    }),
    record,
    list: z.object({ data: z.array(record), total: z.number().int() }),
    aggregate: z.object({
      data: z.array(
        z.object({
          key: z.union([z.string(), z.number(), z.boolean(), z.null()]),
          count: z.number().int(),
          sum: z.record(z.string(), z.number()),
          avg: z.record(z.string(), z.number().nullable()),
          max: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
        }),
      ),
    }),
    written: z.object({ data: record, changed: z.array(z.enum(RESOURCES)) }),
  };
}

/** Sign-in's body. */
const CREDENTIALS = 'Send the e-mail and password as JSON: {"email": "…", "password": "…"}, each at most 1024 characters';
export const credentials = z.strictObject(
  {
    email: z.string({ error: CREDENTIALS }).trim().min(1, { error: CREDENTIALS }).max(1024, { error: CREDENTIALS }).refine(isStorableText, {
      error: CREDENTIALS,
    }),
    password: z.string({ error: CREDENTIALS }).min(1, { error: CREDENTIALS }).max(1024, { error: CREDENTIALS }),
  },
  { error: CREDENTIALS },
);

export const signedIn = z.object({
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLE_IDS).describe('What the account may do: the contract’s table of roles'),
});
