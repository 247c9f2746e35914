import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CollectionName, EntityMap } from '../store/dataSet';
import { readCollection, type DataStore } from '../store/dataStore';
import { useDataStore } from './DataStoreProvider';

export type LoadStatus = 'loading' | 'ready' | 'error' | 'not-found';

export interface LoadResult<T> {
  status: LoadStatus;
  /** The last data loaded; a list keeps showing it while a new search loads. */
  data: T | undefined;
  error: unknown;
  reload: () => void;
}

/** Re-renders on every write to the store. */
function useStoreVersion(store: DataStore): number {
  return useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
}

interface Loaded<T> {
  key: string;
  status: Exclude<LoadStatus, 'loading'>;
  data: T | undefined;
  error: unknown;
}

/**
 * A collection's records, searched, kept current: any write anywhere re-runs the query.
 *
 * @example
 * const { status, data, reload } = useList('jobs', { search });
 * if (status === 'loading') return <Skeleton />;
 */
export function useList<K extends CollectionName>(collection: K, options: { search?: string } = {}): LoadResult<EntityMap[K][]> {
  const store = useDataStore();
  const version = useStoreVersion(store);
  const search = options.search ?? '';
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<EntityMap[K][]> | null>(null);

  useEffect(() => {
    let current = true;
    readCollection(store, collection)
      .list({ search })
      .then(
        (data) => current && setLoaded({ key: collection, status: 'ready', data, error: undefined }),
        (error: unknown) => current && setLoaded((before) => ({ key: collection, status: 'error', data: before?.data, error })),
      );
    return () => {
      current = false;
    };
  }, [store, collection, search, version, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  if (!loaded || loaded.key !== collection) return { status: 'loading', data: undefined, error: undefined, reload };
  return { status: loaded.status, data: loaded.data, error: loaded.error, reload };
}

/**
 * One record by id, kept current; 'not-found' when the id is unknown (or missing).
 *
 * @example
 * const { status, data: job } = useRecord('jobs', jobId);
 * if (status === 'not-found') return <NotFound />;
 */
export function useRecord<K extends CollectionName>(collection: K, id: string | undefined): LoadResult<EntityMap[K]> {
  const store = useDataStore();
  const version = useStoreVersion(store);
  const [reloads, setReloads] = useState(0);
  const [loaded, setLoaded] = useState<Loaded<EntityMap[K]> | null>(null);
  const key = `${collection}\n${id ?? ''}`;

  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    readCollection(store, collection)
      .get(id)
      .then(
        (data) => current && setLoaded({ key, status: data === undefined ? 'not-found' : 'ready', data, error: undefined }),
        (error: unknown) => current && setLoaded({ key, status: 'error', data: undefined, error }),
      );
    return () => {
      current = false;
    };
  }, [store, collection, id, key, version, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  if (id === undefined) return { status: 'not-found', data: undefined, error: undefined, reload };
  if (!loaded || loaded.key !== key) return { status: 'loading', data: undefined, error: undefined, reload };
  return { status: loaded.status, data: loaded.data, error: loaded.error, reload };
}

/**
 * A collection's current records, synchronously, for counts and selectors (sidebar badges).
 *
 * @example const badge = countJobsInProgress(useSnapshot('jobs'));
 */
export function useSnapshot<K extends CollectionName>(collection: K): readonly EntityMap[K][] {
  const store = useDataStore();
  const read = useCallback(() => readCollection(store, collection).snapshot(), [store, collection]);
  return useSyncExternalStore(store.subscribe, read, read);
}
