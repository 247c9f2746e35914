import type { TestApi } from './testApi';

/** Every record of a resource as the API lists it, page after page. */
export async function readAll(api: TestApi, resource: string): Promise<Record<string, unknown>[]> {
  const records: Record<string, unknown>[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await (await api.fetch(`${api.origin}/api/${resource}?perPage=1000&page=${page}`)).json()) as {
      data: Record<string, unknown>[];
      total: number;
    };
    records.push(...answer.data);
    if (records.length >= answer.total) return records;
  }
}
