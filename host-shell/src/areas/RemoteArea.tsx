import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { areas, type AreaId } from 'shared-contracts';
import { loadAreaModule } from '../federation/areaModules';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { AreaLoading } from './AreaLoading';

const lazyModules = new Map<string, LazyExoticComponent<ComponentType>>();
const failedLoads = new Set<string>();

/**
 * One lazy component per exposed module, kept while it loads fine. After a
 * failed load the next render builds a new one that fetches the remote afresh;
 * a module that loaded but threw while rendering is simply rendered again.
 */
function lazyAreaModule(area: AreaId, module: string) {
  const key = `${area}:${module}`;
  let component = lazyModules.get(key);
  if (!component) {
    const fresh = failedLoads.delete(key);
    component = lazy(() =>
      loadAreaModule(area, module, { fresh }).catch((error: unknown) => {
        lazyModules.delete(key);
        failedLoads.add(key);
        throw error;
      }),
    );
    lazyModules.set(key, component);
  }
  return component;
}

/** One area's screen: loaded from its remote on first visit, isolated from every other area. */
export function RemoteArea({ area, module }: { area: AreaId; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Screen = lazyAreaModule(area, module);
  return (
    <AreaErrorBoundary
      key={`${module}#${attempt}`}
      area={area}
      onRetry={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={<AreaLoading title={areas[area].title} />}>
        <Screen />
      </Suspense>
    </AreaErrorBoundary>
  );
}
