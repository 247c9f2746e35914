import type { AggregateGroup, AggregateParams, Filter, FilterValue, SortOrder } from 'shared-contracts/contract';

type Row = Record<string, unknown>;
type Test = (row: Row) => boolean;

const OPERATORS = ['_ne', '_gte', '_gt', '_lte', '_lt', '_like'] as const;
type Operator = (typeof OPERATORS)[number] | '';

function splitKey(key: string): { field: string; operator: Operator } {
  for (const operator of OPERATORS) if (key.endsWith(operator)) return { field: key.slice(0, -operator.length), operator };
  return { field: key, operator: '' };
}

const isMissing = (value: unknown) => value === null || value === undefined;
const asList = (value: FilterValue): readonly unknown[] => (Array.isArray(value) ? value : [value]);
/** Values compare as the text a URL would carry (500 and '500' are one), a missing value as null. */
const keyOf = (value: unknown) => (isMissing(value) ? null : String(value));

function test(field: string, operator: Operator, expected: FilterValue): Test {
  switch (operator) {
    case '': {
      const any = new Set(asList(expected).map(keyOf));
      return (row) => any.has(keyOf(row[field]));
    }
    case '_ne': {
      const none = new Set(asList(expected).map(keyOf));
      return (row) => !none.has(keyOf(row[field]));
    }
    case '_like': {
      const needle = String(expected).toLowerCase();
      return (row) => !isMissing(row[field]) && String(row[field]).toLowerCase().includes(needle);
    }
    default: {
      const bound = expected as string | number;
      const holds = { _gt: (c: number) => c > 0, _gte: (c: number) => c >= 0, _lt: (c: number) => c < 0, _lte: (c: number) => c <= 0 }[
        operator
      ];
      return (row) => !isMissing(row[field]) && holds(compareRaw(row[field], bound));
    }
  }
}

/**
 * A filter (see `Filter` in the contract) as one test of a record: every condition must hold.
 *
 * @example compileFilter({ status: ['paid', 'sent'], amount_gte: 100 })(invoice)
 */
export function compileFilter(filter: Filter | undefined): Test | undefined {
  const tests = Object.entries(filter ?? {}).map(([key, expected]) => {
    const { field, operator } = splitKey(key);
    return test(field, operator, expected);
  });
  if (tests.length === 0) return undefined;
  return (row) => tests.every((one) => one(row));
}

/** Filters compare as SQL does with a byte-wise collation: numbers by value, text character by character (ISO dates in order). */
function compareRaw(a: unknown, b: unknown): number {
  if (typeof a === 'number' && (typeof b === 'number' || (typeof b === 'string' && b.trim() !== '' && Number.isFinite(Number(b)))))
    return a - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

let collator: Intl.Collator | undefined;
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Text in English order (en-GB). Where two texts first differ in a digit each (dates, times and ids: codes of one
 * shape), that digit decides, as it does in English order, without the collator: its first use sets up the browser's
 * collation, tens of milliseconds of a phone's start.
 */
function compareText(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    if (isDigit(x) && isDigit(y)) return x - y;
    break;
  }
  if (a === b) return 0;
  collator ??= new Intl.Collator('en-GB');
  return collator.compare(a, b);
}

/**
 * Numbers by value, text in English order; a missing value sorts after any other.
 *
 * @internal exported for its unit tests
 */
export function compareValues(a: unknown, b: unknown): number {
  if (isMissing(a) || isMissing(b)) return isMissing(a) ? (isMissing(b) ? 0 : 1) : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareText(String(a), String(b));
}

/**
 * The records in the order of one field, ties by id; a missing value comes last either way.
 *
 * @example sortByField(jobs, 'pickup_date', 'desc')
 */
export function sortByField<T extends { id: string }>(records: readonly T[], field: string, order: SortOrder): T[] {
  const sign = order === 'desc' ? -1 : 1;
  return records.slice().sort((x, y) => {
    const a = (x as Row)[field];
    const b = (y as Row)[field];
    if (isMissing(a) !== isMissing(b)) return isMissing(a) ? 1 : -1;
    return sign * compareValues(a, b) || compareText(x.id, y.id);
  });
}

const toPence = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0);

interface Accumulator {
  group: AggregateGroup;
  pence: Record<string, number>;
  averaged: Record<string, { total: number; count: number }>;
}

/**
 * Counts, sums (to the penny), averages and greatest values of the records, per value of `groupBy`
 * (in the order the groups are first met), or in one group.
 *
 * @example aggregateRecords(invoices, { groupBy: 'status', sum: ['total_amount'] })
 * // [{ key: 'paid', count: 20, sum: { total_amount: 40210.5 }, avg: {}, max: {} }, …]
 */
export function aggregateRecords(
  records: readonly object[],
  params: Pick<AggregateParams, 'groupBy' | 'sum' | 'avg' | 'max'>,
): AggregateGroup[] {
  const { groupBy, sum = [], avg = [], max = [] } = params;
  const groups = new Map<unknown, Accumulator>();
  const start = (key: AggregateGroup['key']): Accumulator => ({
    group: { key, count: 0, sum: {}, avg: {}, max: Object.fromEntries(max.map((field) => [field, null])) },
    pence: Object.fromEntries(sum.map((field) => [field, 0])),
    averaged: Object.fromEntries(avg.map((field) => [field, { total: 0, count: 0 }])),
  });
  if (!groupBy) groups.set(null, start(null));
  for (const record of records as Row[]) {
    const raw = groupBy ? record[groupBy] : null;
    const key = isMissing(raw) ? null : (raw as AggregateGroup['key']);
    let acc = groups.get(key);
    if (!acc) groups.set(key, (acc = start(key)));
    acc.group.count += 1;
    for (const field of sum) acc.pence[field] += toPence(record[field]);
    for (const field of avg) {
      const value = record[field];
      if (typeof value === 'number' && Number.isFinite(value)) {
        acc.averaged[field].total += value;
        acc.averaged[field].count += 1;
      }
    }
    for (const field of max) {
      const value = record[field] as string | number | null | undefined;
      const best = acc.group.max[field];
      if (!isMissing(value) && (best === null || compareValues(value, best) > 0)) acc.group.max[field] = value as string | number;
    }
  }
  return [...groups.values()].map(({ group, pence, averaged }) => ({
    ...group,
    sum: Object.fromEntries(Object.entries(pence).map(([field, total]) => [field, total / 100])),
    avg: Object.fromEntries(Object.entries(averaged).map(([field, { total, count }]) => [field, count ? total / count : null])),
  }));
}
