import { type DataProvider, type GetListParams, MAX_PER_PAGE, type RecordOf, type Resource } from 'shared-contracts/contract';

/**
 * Every record matching a list's search, filter and order, read page by page (the CSV export of a whole
 * result: a screen itself reads one page).
 *
 * @example const rows = await readAll(provider, 'jobs', { q: 'tate', sort: 'pickup_date', order: 'desc' });
 */
export async function readAll<R extends Resource>(
  provider: DataProvider,
  resource: R,
  params: Omit<GetListParams, 'page' | 'perPage'> = {},
): Promise<RecordOf[R][]> {
  const first = await provider.getList(resource, { ...params, page: 1, perPage: MAX_PER_PAGE });
  const records = first.data.slice();
  for (let page = 2; records.length < first.total; page++) {
    const next = await provider.getList(resource, { ...params, page, perPage: MAX_PER_PAGE });
    if (next.data.length === 0) break;
    records.push(...next.data);
  }
  return records;
}
