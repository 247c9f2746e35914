export type Writes = typeof import('./writes');

let loading: Promise<Writes> | undefined;

/**
 * The store's write side (rules, schemas and zod), fetched once, so that a page that only reads does
 * not download it; a failed fetch is tried again on the next call.
 *
 * @example const { jobRules } = await loadWrites();
 */
export function loadWrites(): Promise<Writes> {
  loading ??= import('./writes').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
