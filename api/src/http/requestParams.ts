import type { AggregateParams, Filter, GetListParams, SortOrder } from 'shared-contracts/contract';

import { BadRequestError } from './BadRequestError';

type Query = Record<string, string | string[] | undefined>;

const LIST_KEYS = ['page', 'perPage', 'sort', 'order', 'q', 'filter'];
const AGGREGATE_KEYS = ['q', 'filter', 'groupBy', 'sum', 'avg', 'max'];

function onlyKnown(query: Query, known: readonly string[]) {
  const unknown = Object.keys(query).filter((key) => !known.includes(key));
  if (unknown.length > 0)
    throw new BadRequestError(`Unknown query parameter ${unknown.map((key) => `"${key}"`).join(', ')}: use ${known.join(', ')}`);
}

function one(query: Query, key: string): string | undefined {
  const value = query[key];
  if (Array.isArray(value)) throw new BadRequestError(`${key} is given more than once`);
  return value;
}

function wholeNumber(query: Query, key: string): number | undefined {
  const value = one(query, key);
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value)) throw new BadRequestError(`${key} must be a whole number, not "${value.slice(0, 40)}"`);
  return Number(value);
}

function filterOf(query: Query): Filter | undefined {
  const text = one(query, 'filter');
  if (text === undefined) return undefined;
  let filter: unknown;
  try {
    filter = JSON.parse(text);
  } catch {
    throw new BadRequestError('filter must be a JSON object, e.g. {"status":["paid","sent"]}');
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw new BadRequestError('filter must be a JSON object, e.g. {"status":["paid","sent"]}');
  return filter as Filter;
}

function orderOf(query: Query): SortOrder | undefined {
  const order = one(query, 'order');
  if (order !== undefined && order !== 'asc' && order !== 'desc') throw new BadRequestError('order must be asc or desc');
  return order;
}

const list = (value: string | string[] | undefined) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]);

/** A list's query string (`page`, `perPage`, `sort`, `order`, `q`, `filter` as JSON) as the provider's parameters. */
export function listParams(query: Query): GetListParams {
  onlyKnown(query, LIST_KEYS);
  return {
    page: wholeNumber(query, 'page'),
    perPage: wholeNumber(query, 'perPage'),
    sort: one(query, 'sort'),
    order: orderOf(query),
    q: one(query, 'q'),
    filter: filterOf(query),
  };
}

/** A figures query string (`q`, `filter`, `groupBy`, and `sum`, `avg`, `max` once per field). */
export function aggregateParams(query: Query): AggregateParams {
  onlyKnown(query, AGGREGATE_KEYS);
  return {
    q: one(query, 'q'),
    filter: filterOf(query),
    groupBy: one(query, 'groupBy'),
    sum: list(query.sum),
    avg: list(query.avg),
    max: list(query.max),
  };
}

/** The version an update was made from, from `If-Match: "3"`; undefined without the header. */
export function versionOf(ifMatch: string | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(ifMatch.trim());
  if (!match) throw new BadRequestError('If-Match must hold the version read, e.g. If-Match: "3"');
  return Number(match[1]);
}

/** The longest text a field takes: a write with longer text is refused field by field. */
const MAX_TEXT_LENGTH = 5000;

/**
 * The write's body, checked before the rules read it: an object of fields, no text longer than MAX_TEXT_LENGTH.
 * Field errors in the provider contract's form, for a 422.
 */
export function overlongFields(body: unknown): Record<string, { code: 'too_big'; message: string }> {
  const errors: Record<string, { code: 'too_big'; message: string }> = {};
  if (typeof body !== 'object' || body === null) return errors;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value === 'string' && value.length > MAX_TEXT_LENGTH) {
      errors[field] = { code: 'too_big', message: `${field.replaceAll('_', ' ')} must be at most ${MAX_TEXT_LENGTH} characters` };
    }
  }
  return errors;
}
