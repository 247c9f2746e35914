import { aggregateRecords, compareValues, compileFilter, sortByField } from './listQuery';

interface Row {
  id: string;
  status?: string | null;
  amount?: number | null;
  date?: string | null;
  name?: string | null;
  urgent?: boolean;
}

const rows: Row[] = [
  { id: 'R-1', status: 'paid', amount: 100, date: '2025-08-01', name: 'Tate Modern', urgent: true },
  { id: 'R-2', status: 'sent', amount: 99.99, date: '2025-08-15', name: 'tate britain', urgent: false },
  { id: 'R-3', status: 'overdue', amount: 250, date: '2025-09-01T10:30:00.000Z', name: 'Ashmolean' },
  { id: 'R-4', status: null, amount: null, date: null, name: null },
  { id: 'R-5', amount: 5, name: 'Barbican' },
];

/** The ids of the rows a filter keeps. */
const kept = (filter: Parameters<typeof compileFilter>[0]) => {
  const passes = compileFilter(filter);
  return passes ? rows.filter((row) => passes(row as never)).map((row) => row.id) : 'no filter';
};

describe('compileFilter', () => {
  it('is no filter at all when there are no conditions', () => {
    expect(kept(undefined)).toBe('no filter');
    expect(kept({})).toBe('no filter');
  });

  it('matches a value, any of a list, and null for a missing value (null or absent)', () => {
    expect(kept({ status: 'paid' })).toEqual(['R-1']);
    expect(kept({ status: ['paid', 'overdue'] })).toEqual(['R-1', 'R-3']);
    expect(kept({ status: null })).toEqual(['R-4', 'R-5']);
    expect(kept({ status: ['sent', null] })).toEqual(['R-2', 'R-4', 'R-5']);
    expect(kept({ urgent: true })).toEqual(['R-1']);
    expect(kept({ amount: 250 })).toEqual(['R-3']);
  });

  it('_ne keeps what is not equal, none of a list, and only present values against null', () => {
    expect(kept({ status_ne: 'paid' })).toEqual(['R-2', 'R-3', 'R-4', 'R-5']);
    expect(kept({ status_ne: ['paid', 'sent', null] })).toEqual(['R-3']);
    expect(kept({ amount_ne: null })).toEqual(['R-1', 'R-2', 'R-3', 'R-5']);
  });

  it('_gt, _gte, _lt and _lte compare numbers by value and never keep a missing value', () => {
    expect(kept({ amount_gt: 100 })).toEqual(['R-3']);
    expect(kept({ amount_gte: 100 })).toEqual(['R-1', 'R-3']);
    expect(kept({ amount_lt: 100 })).toEqual(['R-2', 'R-5']);
    expect(kept({ amount_lte: 100 })).toEqual(['R-1', 'R-2', 'R-5']);
    expect(kept({ amount_gte: 99.99, amount_lte: 100 })).toEqual(['R-1', 'R-2']);
  });

  it('compares dates as text, so a day and a time stamp order together', () => {
    expect(kept({ date_gte: '2025-08-15' })).toEqual(['R-2', 'R-3']);
    expect(kept({ date_lt: '2025-08-15' })).toEqual(['R-1']);
    expect(kept({ date_gt: '2025-09-01' })).toEqual(['R-3']);
    expect(kept({ date_lte: '2025-09-01' })).toEqual(['R-1', 'R-2']);
  });

  it('_like is a case-insensitive substring, never of a missing value', () => {
    expect(kept({ name_like: 'TATE' })).toEqual(['R-1', 'R-2']);
    expect(kept({ name_like: 'mol' })).toEqual(['R-3']);
    expect(kept({ name_like: '' })).toEqual(['R-1', 'R-2', 'R-3', 'R-5']);
  });

  it('reads a number written as text, as it would arrive in a URL', () => {
    expect(kept({ amount: '100' })).toEqual(['R-1']);
    expect(kept({ amount_gte: '100' })).toEqual(['R-1', 'R-3']);
    expect(kept({ amount_ne: ['100', 250] })).toEqual(['R-2', 'R-4', 'R-5']);
  });

  it('keeps only what meets every condition', () => {
    expect(kept({ name_like: 'tate', amount_gte: 100 })).toEqual(['R-1']);
    expect(kept({ status: 'sent', amount_gt: 1000 })).toEqual([]);
  });
});

describe('sortByField', () => {
  const order = (field: keyof Row, direction: 'asc' | 'desc') => sortByField(rows, field, direction).map((row) => row.id);

  it('orders numbers by value either way, missing values last both ways', () => {
    expect(order('amount', 'asc')).toEqual(['R-5', 'R-2', 'R-1', 'R-3', 'R-4']);
    expect(order('amount', 'desc')).toEqual(['R-3', 'R-1', 'R-2', 'R-5', 'R-4']);
  });

  it('orders text in English order, ignoring case, missing values last both ways', () => {
    expect(order('name', 'asc')).toEqual(['R-3', 'R-5', 'R-2', 'R-1', 'R-4']);
    expect(order('name', 'desc')).toEqual(['R-1', 'R-2', 'R-5', 'R-3', 'R-4']);
    expect(order('status', 'asc')).toEqual(['R-3', 'R-1', 'R-2', 'R-4', 'R-5']);
  });

  it('breaks ties by id, ascending whichever the direction, and leaves the input as it was', () => {
    const tied = [
      { id: 'T-3', rank: 1 },
      { id: 'T-1', rank: 2 },
      { id: 'T-2', rank: 1 },
    ];
    expect(sortByField(tied, 'rank', 'asc').map((row) => row.id)).toEqual(['T-2', 'T-3', 'T-1']);
    expect(sortByField(tied, 'rank', 'desc').map((row) => row.id)).toEqual(['T-1', 'T-2', 'T-3']);
    expect(tied.map((row) => row.id)).toEqual(['T-3', 'T-1', 'T-2']);
  });
});

describe('compareValues', () => {
  it('puts a missing value after any other, numbers by value, false before true', () => {
    expect(compareValues(null, 0)).toBeGreaterThan(0);
    expect(compareValues(0, undefined)).toBeLessThan(0);
    expect(compareValues(null, undefined)).toBe(0);
    expect(compareValues(9, 10)).toBeLessThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
    expect(compareValues('apple', 'Banana')).toBeLessThan(0);
  });

  it('orders text as English does, codes of one shape (dates, times, ids) included', () => {
    const collator = new Intl.Collator('en-GB');
    const texts = ['JOB-2025-0009', 'JOB-2025-0010', 'job-2025-0010', '2025-08-21T08:05:00.000Z', '2025-08-21T10:00:00.000Z'];
    texts.push('2025-08-21', '2025-8-21', 'a1', 'A1', 'a10', 'a2', 'a-1', 'a.1', 'a 1', 'é1', 'e2', '1', '', ' 1', 'Smith & Co', 'smith');
    const sign = (n: number) => Math.sign(n) || 0;
    for (const a of texts) for (const b of texts) expect([a, b, sign(compareValues(a, b))]).toEqual([a, b, sign(collator.compare(a, b))]);
  });
});

describe('aggregateRecords', () => {
  it('adds up to the penny, where floating point alone would not', () => {
    const pennies = [{ amount: 0.1 }, { amount: 0.2 }, { amount: 19.99 }, { amount: 19.99 }, { amount: 19.99 }];
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(aggregateRecords(pennies, { sum: ['amount'] })).toEqual([{ key: null, count: 5, sum: { amount: 60.27 }, avg: {}, max: {} }]);
    expect(aggregateRecords([{ amount: 0.1 }, { amount: 0.2 }], { sum: ['amount'] })[0].sum.amount).toBe(0.3);
  });

  it('counts, sums, averages and finds the greatest value per group, groups in the order first met, missing keys as null', () => {
    expect(aggregateRecords(rows, { groupBy: 'status', sum: ['amount'], avg: ['amount'], max: ['date'] })).toEqual([
      { key: 'paid', count: 1, sum: { amount: 100 }, avg: { amount: 100 }, max: { date: '2025-08-01' } },
      { key: 'sent', count: 1, sum: { amount: 99.99 }, avg: { amount: 99.99 }, max: { date: '2025-08-15' } },
      { key: 'overdue', count: 1, sum: { amount: 250 }, avg: { amount: 250 }, max: { date: '2025-09-01T10:30:00.000Z' } },
      { key: null, count: 2, sum: { amount: 5 }, avg: { amount: 5 }, max: { date: null } },
    ]);
  });

  it('leaves values that are not numbers out of sums and averages, but counts their records', () => {
    const mixed = [{ amount: 10 }, { amount: null }, { amount: 'lots' }, { amount: Number.NaN }, { amount: 20 }];
    expect(aggregateRecords(mixed, { sum: ['amount'], avg: ['amount'] })).toEqual([
      { key: null, count: 5, sum: { amount: 30 }, avg: { amount: 15 }, max: {} },
    ]);
  });

  it('answers one empty group without groupBy, and no groups with it, when nothing matches', () => {
    expect(aggregateRecords([], { sum: ['amount'], avg: ['amount'], max: ['date'] })).toEqual([
      { key: null, count: 0, sum: { amount: 0 }, avg: { amount: null }, max: { date: null } },
    ]);
    expect(aggregateRecords([], { groupBy: 'status' })).toEqual([]);
  });
});
