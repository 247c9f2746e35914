import { type ListStateOptions, readListState, writeListState } from './listState';

const options: ListStateOptions = {
  sortableFields: ['id', 'client_name', 'pickup_date'],
  pageSizeOptions: [10, 25, 50],
  defaultPageSize: 25,
};

const read = (query: string, opts = options) => readListState(new URLSearchParams(query), opts);
const write = (state: Parameters<typeof writeListState>[1], base = '', opts = options) =>
  writeListState(new URLSearchParams(base), state, opts).toString();

describe('readListState', () => {
  it('gives the defaults for a plain URL', () => {
    expect(read('')).toEqual({ search: '', sort: null, page: 0, pageSize: 25 });
  });

  it('reads search, descending sort, a 1-based page and the page size', () => {
    expect(read('q=tate%20modern&sort=-pickup_date&page=3&size=50')).toEqual({
      search: 'tate modern',
      sort: { field: 'pickup_date', direction: 'desc' },
      page: 2,
      pageSize: 50,
    });
    expect(read('sort=client_name').sort).toEqual({ field: 'client_name', direction: 'asc' });
  });

  it('ignores unknown sort fields, bad pages and page sizes that are not offered', () => {
    expect(read('sort=-password&page=0&size=1000')).toEqual({ search: '', sort: null, page: 0, pageSize: 25 });
    expect(read('page=-2').page).toBe(0);
    expect(read('page=2.5').page).toBe(0);
    expect(read('page=abc').page).toBe(0);
  });

  it('uses the default sort unless the URL says "no sort" with an empty value', () => {
    const withDefault = { ...options, defaultSort: { field: 'id', direction: 'desc' as const } };
    expect(read('', withDefault).sort).toEqual({ field: 'id', direction: 'desc' });
    expect(read('sort=', withDefault).sort).toBeNull();
  });
});

describe('writeListState', () => {
  it('leaves defaults out so a plain list has a plain URL', () => {
    expect(write({ search: '', sort: null, page: 0, pageSize: 25 })).toBe('');
  });

  it('writes every non-default value and keeps unrelated parameters', () => {
    expect(write({ search: 'tate', sort: { field: 'pickup_date', direction: 'desc' }, page: 1, pageSize: 50 }, 'job=JOB-1')).toBe(
      'job=JOB-1&q=tate&sort=-pickup_date&page=2&size=50',
    );
  });

  it('removes values that return to their default', () => {
    expect(write({ search: '', sort: null, page: 0, pageSize: 25 }, 'q=x&sort=id&page=4&size=10')).toBe('');
  });

  it('round-trips through readListState', () => {
    const state = { search: 'Fine Art & Co', sort: { field: 'client_name', direction: 'asc' as const }, page: 4, pageSize: 10 };
    expect(read(write(state))).toEqual(state);
  });

  it('records turning a default sort off as an empty sort', () => {
    const withDefault = { ...options, defaultSort: { field: 'id', direction: 'desc' as const } };
    expect(write({ search: '', sort: null, page: 0, pageSize: 25 }, '', withDefault)).toBe('sort=');
    expect(write({ search: '', sort: { field: 'id', direction: 'desc' }, page: 0, pageSize: 25 }, '', withDefault)).toBe('');
  });
});

describe('two lists on one page', () => {
  const fleet = { ...options, paramPrefix: 'fleet' };
  const jobs = { ...options, paramPrefix: 'jobs' };

  it('keep their state in their own prefixed parameters', () => {
    const url = write({ search: 'zvx', sort: { field: 'id', direction: 'desc' }, page: 1, pageSize: 50 }, 'jobs.q=1001', fleet);
    expect(url).toBe('jobs.q=1001&fleet.q=zvx&fleet.sort=-id&fleet.page=2&fleet.size=50');
    expect(read(url, fleet)).toEqual({ search: 'zvx', sort: { field: 'id', direction: 'desc' }, page: 1, pageSize: 50 });
    expect(read(url, jobs)).toEqual({ search: '1001', sort: null, page: 0, pageSize: 25 });
    expect(read(url)).toEqual({ search: '', sort: null, page: 0, pageSize: 25 });
  });
});
