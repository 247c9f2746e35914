import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * One lazy component per key, loaded once and shared while that load is fine; after a failed
 * load the next request for the key gets a new lazy component that loads afresh (`fresh: true`).
 * `renew` asks for that too although the last load succeeded: the module's own code failed later
 * (a chunk of its release vanished with a deploy).
 *
 * @example const areaRoutes = reloadableLazy((area: AreaId, fresh) => loadAreaModule(area, { fresh }));
 */
export function reloadableLazy<K, P extends object>(load: (key: K, fresh: boolean) => Promise<Loaded<P>>) {
  const known = new Map<K, { component: LazyExoticComponent<ComponentType<P>>; failed: boolean }>();
  return (key: K, { renew = false } = {}): LazyExoticComponent<ComponentType<P>> => {
    const previous = known.get(key);
    if (previous && !previous.failed && !renew) return previous.component;
    const entry = {
      failed: false,
      component: lazy(() =>
        load(key, Boolean(previous)).catch((error: unknown) => {
          entry.failed = true;
          throw error;
        }),
      ),
    };
    known.set(key, entry);
    return entry.component;
  };
}
