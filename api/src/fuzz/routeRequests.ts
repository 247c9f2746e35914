import fc from 'fast-check';
import type { z } from 'zod';

import type { RegisteredRoute } from '../app';
import { hostileBodyText, hostileJson, hostileText, jsonObjectText, PROTOTYPE_KEYS } from './hostileValues';
import { spell, type Spelling, spelling } from './pathSpellings';

/** One request the fuzz test sends, as fast-check shows it when it fails (and as fixedCases.ts keeps it). */
export interface FuzzRequest {
  method: string;
  /** The route's path as Fastify registered it (`/api/jobs/:id`). */
  route: string;
  /** The path as sent, query string included. */
  url: string;
  spelling: Spelling;
  headers: Record<string, string>;
  body?: string;
  signedIn: boolean;
}

type Schema = z.core.$ZodType;
// zod's definitions, as far as this walk reads them.
type Definition = {
  type: string;
  innerType?: Schema;
  in?: Schema;
  entries?: Record<string, string>;
  options?: Schema[];
  element?: Schema;
  shape?: Record<string, Schema>;
  values?: unknown[];
};
const definitionOf = (schema: Schema) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

/** Values a schema takes (and some it does not), as JSON. */
function valuesOf(schema: Schema): fc.Arbitrary<unknown> {
  const definition = definitionOf(schema);
  switch (definition.type) {
    case 'optional':
      return valuesOf(definition.innerType!);
    case 'nullable':
      return fc.oneof(fc.constant(null), valuesOf(definition.innerType!));
    case 'pipe':
      return valuesOf(definition.in!);
    case 'enum':
      return fc.constantFrom(...Object.values(definition.entries!));
    case 'literal':
      return fc.constantFrom(...(definition.values ?? [null]));
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom('2030-09-01', 'CLI-001', 'Office Move', 'scheduled', 'a@b.co', '0113 496 0000'),
      );
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'union':
      return fc.oneof(...definition.options!.map(valuesOf));
    case 'array':
      return fc.array(valuesOf(definition.element!), { maxLength: 3 });
    default:
      return hostileJson;
  }
}

/** The keys of an object schema (its shape), or none. */
function keysOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const definition = definitionOf(schema);
  if (definition.type === 'object') return Object.keys(definition.shape ?? {});
  if (definition.type === 'pipe') return keysOf(definition.in);
  return [];
}
const shapeOf = (schema: Schema) => definitionOf(schema).shape ?? {};

/** Query string values: the schema's own, hostile text, and a key given twice. */
function queryValue(schema: Schema, fields: readonly string[]): fc.Arbitrary<string | string[]> {
  const filter = fc
    .dictionary(
      fc.oneof(
        fc.constantFrom(...fields, ...fields.map((field) => `${field}_gte`), ...fields.map((field) => `${field}_like`)),
        fc.constantFrom(...PROTOTYPE_KEYS),
        fc.string({ maxLength: 6 }),
      ),
      hostileJson,
      { maxKeys: 3 },
    )
    .map((entries) => jsonObjectText(Object.entries(entries)));
  const own = valuesOf(schema).map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
  return fc.oneof(own, filter, hostileText, fc.constantFrom(...fields, ...PROTOTYPE_KEYS), fc.array(own, { minLength: 2, maxLength: 3 }));
}

function queryString(route: RegisteredRoute, fields: readonly string[]): fc.Arbitrary<string> {
  const schema = route.schema?.querystring as Schema | undefined;
  const keys = keysOf(schema);
  const known = keys.map((key) => fc.tuple(fc.constant(key), queryValue(shapeOf(schema!)[key], fields)));
  const unknown = fc.tuple(
    fc.oneof(fc.constantFrom('limit', 'offset', ...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })),
    fc.string({ maxLength: 8 }),
  );
  return fc
    .array(fc.oneof({ weight: 5, arbitrary: known.length > 0 ? fc.oneof(...known) : unknown }, { weight: 1, arbitrary: unknown }), {
      maxLength: 4,
    })
    .map((pairs) => {
      const params = new URLSearchParams();
      for (const [key, value] of pairs) for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
      const text = params.toString();
      return text ? `?${text}` : '';
    });
}

/** Fields a write may not name: unknown ones, the server's (id, version, worked-out fields), the prototype's. */
const FORBIDDEN_FIELDS = ['id', 'version', 'created_at', 'total_revenue', 'alert_weight', 'route', 'colour', ...PROTOTYPE_KEYS];

function body(route: RegisteredRoute): fc.Arbitrary<string | undefined> {
  const schema = route.schema?.body as Schema | undefined;
  if (!schema) return fc.oneof(fc.constant(undefined), hostileBodyText);
  const shape = shapeOf(schema);
  const field = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.oneof(
        ...Object.keys(shape).map((key) =>
          fc.tuple(fc.constant(key), fc.oneof({ weight: 3, arbitrary: valuesOf(shape[key]) }, { weight: 1, arbitrary: hostileJson })),
        ),
      ),
    },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...FORBIDDEN_FIELDS), hostileJson) },
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(field, { maxLength: 6 }).map(jsonObjectText) },
    { weight: 1, arbitrary: hostileBodyText },
  );
}

/** Percent-encodes text for a path, a half character as the bytes a lenient encoder would send (WTF-8). */
const encodePathPart = (text: string) =>
  text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

/** A path parameter's value: an id that exists, or anything. */
function parameter(ids: readonly string[]): fc.Arbitrary<string> {
  return fc
    .oneof({ weight: 2, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.oneof(hostileText, fc.string({ maxLength: 12 })) })
    .map(encodePathPart);
}

const headers = (method: string) =>
  fc
    .record({
      contentType: fc.constantFrom(
        'application/json',
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        undefined,
      ),
      ifMatch: fc.constantFrom('"1"', '"2"', '*', 'W/"1"', 'yesterday', '"99999999999"', undefined),
      origin: fc.constantFrom('none', 'none', 'same-origin', 'same-site', 'cross-site'),
    })
    .map(({ contentType, ifMatch, origin }) => ({
      ...(contentType && method !== 'GET' && method !== 'HEAD' ? { 'content-type': contentType } : {}),
      ...(ifMatch && method === 'PATCH' ? { 'if-match': ifMatch } : {}),
      ...(origin === 'none' ? {} : { 'sec-fetch-site': origin }),
    }));

/**
 * Requests for one route, from its schema: its parameters, query string and body with values of their own types and
 * hostile ones, written with every spelling of its path, with or without a session.
 */
export function routeRequests(
  route: RegisteredRoute,
  method: string,
  { ids, fields }: { ids: readonly string[]; fields: readonly string[] },
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      id: parameter(ids),
      query: queryString(route, fields),
      body: method === 'GET' || method === 'HEAD' ? fc.constant(undefined) : body(route),
      headers: headers(method),
      spelling,
      signedIn: fc.boolean(),
    })
    .map(({ id, query, body: text, headers: sent, spelling: { spelling: how, at }, signedIn }) => ({
      method,
      route: route.url,
      url: `${spell(route.url.replace(':id', id), how, at)}${query}`,
      spelling: how,
      headers: sent,
      ...(text === undefined ? {} : { body: text }),
      signedIn,
    }));
}
