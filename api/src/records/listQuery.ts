import { type RawBuilder, sql } from 'kysely';
import type { Filter, FilterValue, GetListParams, SortOrder } from 'shared-contracts/contract';

import { BadRequestError } from '../http/BadRequestError';
import type { FieldSpec, ResourceTable } from './resourceTable';

const OPERATORS = ['_ne', '_gte', '_gt', '_lte', '_lt', '_like'] as const;
type Operator = (typeof OPERATORS)[number] | '';
const RANGES = { _gt: sql`>`, _gte: sql`>=`, _lt: sql`<`, _lte: sql`<=` } as const;

/** The longest search the API reads. */
const MAX_SEARCH_LENGTH = 200;

const column = (field: string) => sql.ref(`r.${field}`);

function fieldOf(table: ResourceTable, field: string, what: string): FieldSpec {
  const spec = Object.hasOwn(table.fields, field) ? table.fields[field] : undefined;
  if (!spec) throw new BadRequestError(`${what}: ${table.resource} have no field "${field}"`);
  return spec;
}

function splitKey(table: ResourceTable, key: string): { field: string; operator: Operator } {
  for (const operator of OPERATORS) {
    const field = key.slice(0, -operator.length);
    if (key.endsWith(operator) && Object.hasOwn(table.fields, field)) return { field, operator };
  }
  return { field: key, operator: '' };
}

const KIND_OF: Record<FieldSpec['kind'], string> = { text: 'string', number: 'number', boolean: 'boolean' };

function checkValue(key: string, spec: FieldSpec, value: unknown, allowNull: boolean): void {
  if (value === null && allowNull) return;
  const ok = spec.kind === 'number' ? typeof value === 'number' && Number.isFinite(value) : typeof value === KIND_OF[spec.kind];
  if (!ok)
    throw new BadRequestError(`filter "${key}" must be ${allowNull ? `a ${KIND_OF[spec.kind]} or null` : `a ${KIND_OF[spec.kind]}`}`);
}

/** `%`, `_` and `\` in a search are the text itself, never a pattern. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A text column compared byte-wise (as the sample provider's filters compare), or ordered as people read it. */
const bytewise = (field: string, spec: FieldSpec) => (spec.kind === 'text' ? sql`${column(field)} COLLATE "C"` : column(field));

function condition(table: ResourceTable, key: string, expected: FilterValue): RawBuilder<unknown> {
  const { field, operator } = splitKey(table, key);
  const spec = fieldOf(table, field, `filter "${key}"`);
  const col = column(field);
  if (operator === '' || operator === '_ne') {
    const values = Array.isArray(expected) ? expected : [expected];
    for (const value of values) checkValue(key, spec, value, true);
    const present = values.filter((value) => value !== null);
    const missing = present.length < values.length;
    if (operator === '') return missing ? sql`(${col} IS NULL OR ${col} = ANY(${present}))` : sql`${col} = ANY(${present})`;
    return missing ? sql`(${col} IS NOT NULL AND ${col} <> ALL(${present}))` : sql`(${col} IS NULL OR ${col} <> ALL(${present}))`;
  }
  if (Array.isArray(expected)) throw new BadRequestError(`filter "${key}" takes one value, not a list`);
  if (operator === '_like') {
    if (expected === null || typeof expected === 'object') throw new BadRequestError(`filter "${key}" must be text`);
    return sql`lower(${col}::text COLLATE "und-x-icu") LIKE ${likePattern(String(expected).toLowerCase())}`;
  }
  checkValue(key, spec, expected, false);
  return sql`${bytewise(field, spec)} ${RANGES[operator]} ${expected}`;
}

/** The text a search looks for in lower-case search texts, or undefined for none. */
export function searchNeedle(q: string | undefined): string | undefined {
  const needle = q?.trim().toLowerCase() ?? '';
  if (needle.length > MAX_SEARCH_LENGTH) throw new BadRequestError(`q: a search is at most ${MAX_SEARCH_LENGTH} characters`);
  return needle || undefined;
}

/** The search as a LIKE pattern over lower-case search texts, or undefined for none. */
function searchPattern(q: string | undefined): string | undefined {
  const needle = searchNeedle(q);
  return needle && likePattern(needle);
}

/**
 * How many records a search alone keeps, counted in the table's narrow search table; undefined when the table has
 * none or a filter applies too.
 */
export function searchOnlyCount(
  table: ResourceTable,
  { q, filter }: { q?: string; filter?: Filter },
): RawBuilder<{ total: number }> | undefined {
  const pattern = searchPattern(q);
  if (!table.searchTable || !pattern || Object.keys(filter ?? {}).length > 0) return undefined;
  return sql`SELECT count(*)::integer AS total FROM ${sql.table(table.searchTable.name)} WHERE search_text LIKE ${pattern}`;
}

/**
 * The rows a search and filter keep, as SQL over the source `r`: the search is a case-insensitive substring of
 * the record's search text (a trigram index finds it); every filter condition must hold.
 */
export function whereOf(table: ResourceTable, { q, filter }: { q?: string; filter?: Filter }): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  const pattern = searchPattern(q);
  if (pattern && table.searchTable)
    conditions.push(sql`r.id IN (SELECT s.id FROM ${sql.table(table.searchTable.name)} AS s WHERE s.search_text LIKE ${pattern})`);
  else if (pattern) conditions.push(sql`r.search_text LIKE ${pattern}`);
  for (const [key, expected] of Object.entries(filter ?? {})) conditions.push(condition(table, key, expected));
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`;
}

/**
 * A searched page sorted by a field the search reads (jobs of a client, sorted by client), as the ids of its records
 * in order, found in the narrow search table; undefined for any other page.
 */
export function searchedPageIds(
  table: ResourceTable,
  params: GetListParams,
  perPage: number,
  offset: number,
): RawBuilder<{ id: string }> | undefined {
  const pattern = searchPattern(params.q);
  const search = table.searchTable;
  if (!search || !pattern || !params.sort || !search.fields.includes(params.sort) || Object.keys(params.filter ?? {}).length > 0)
    return undefined;
  const direction = params.order === 'desc' ? sql`DESC` : sql`ASC`;
  return sql`SELECT s.id FROM ${sql.table(search.name)} AS s WHERE s.search_text LIKE ${pattern}
    ORDER BY ${sql.ref(`s.${params.sort}`)} COLLATE portal_en_gb ${direction} NULLS LAST, s.id COLLATE portal_en_gb ASC LIMIT ${perPage} OFFSET ${offset}`;
}

/**
 * The order of a list: a field either way (text as people read it in the UK, a missing value last, ties by id),
 * one of the resource's named orders, or by default the newest first.
 */
export function orderOf(table: ResourceTable, sort: string | undefined, order: SortOrder = 'asc'): RawBuilder<unknown> {
  const direction = order === 'desc' ? sql`DESC` : sql`ASC`;
  if (!sort) return sql`r.seq DESC`;
  const named = table.namedOrders && Object.hasOwn(table.namedOrders, sort) ? table.namedOrders[sort] : undefined;
  if (named) return sql.join(named.map((part) => sql`${part} ${direction}`));
  const spec = fieldOf(table, sort, 'sort');
  const sorted = spec.kind === 'text' ? sql`${column(sort)} COLLATE portal_en_gb` : column(sort);
  return sql`${sorted} ${direction} NULLS LAST, r.id COLLATE portal_en_gb ASC`;
}

/** A field a figure reads, checked: sums and averages take numbers. */
export function figureField(table: ResourceTable, field: string, what: 'sum' | 'avg' | 'max' | 'groupBy'): FieldSpec {
  const spec = fieldOf(table, field, what);
  if ((what === 'sum' || what === 'avg') && spec.kind !== 'number') throw new BadRequestError(`${what}: "${field}" is not a number`);
  return spec;
}
