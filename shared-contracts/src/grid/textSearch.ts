/**
 * Case-insensitive substring search over in-memory rows, for instant filtering while typing.
 * Each row's search text is computed once and kept while the row object lives (rows are never
 * mutated; a write replaces the object), so a keystroke costs one `includes` per row.
 *
 * @example
 * const searchJobs = createTextSearch((job: Job) => [job.id, job.client_name]);
 * searchJobs(jobs, 'tate') // the jobs whose id or client contains "tate"
 */
export function createTextSearch<T extends object>(fields: (row: T) => ReadonlyArray<string | null | undefined>) {
  const cache = new WeakMap<T, string>();
  const textOf = (row: T) => {
    let text = cache.get(row);
    if (text === undefined) {
      // Joined by a line break, so a query never matches across two fields.
      text = fields(row).filter(Boolean).join('\n').toLowerCase();
      cache.set(row, text);
    }
    return text;
  };
  return (rows: readonly T[], query: string): readonly T[] => {
    const needle = query.trim().toLowerCase();
    if (!needle) return rows;
    const found: T[] = [];
    for (const row of rows) if (textOf(row).includes(needle)) found.push(row);
    return found;
  };
}
