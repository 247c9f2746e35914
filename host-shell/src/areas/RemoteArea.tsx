import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { areas, type AreaId } from 'shared-contracts/contract';
import { ErrorBoundary, reloadableLazy } from 'shared-contracts/ui';
import { loadAreaModule } from '../federation/areaModules';
import { AreaLoading } from './AreaLoading';
import { AreaUnavailable } from './AreaUnavailable';

/** The lazy route table of each area: loaded once, loaded afresh after a failed load. */
const areaRoutes = reloadableLazy((area: AreaId, fresh: boolean) => loadAreaModule(area, { fresh }));

/** Calls `onShown` once it is on the page. */
function Reported({ onShown, children }: { onShown?: () => void; children: ReactNode }) {
  useEffect(() => onShown?.(), [onShown]);
  return children;
}

interface RemoteAreaProps {
  area: AreaId;
  /** Called when the area shows as unavailable. */
  onUnavailable?: () => void;
}

/**
 * One area: its routes, loaded from its remote on first visit, isolated from every other area. The
 * component is chosen once per visit (or Retry), so re-rendering never starts another load.
 */
export function RemoteArea({ area, onUnavailable }: RemoteAreaProps) {
  const [{ attempt, Routes }, setLoad] = useState(() => ({ attempt: 0, Routes: areaRoutes(area) }));
  const retry = () => setLoad((current) => ({ attempt: current.attempt + 1, Routes: areaRoutes(area) }));
  return (
    <ErrorBoundary
      key={attempt}
      label={`The ${area} area failed:`}
      fallback={(error) => (
        <Reported onShown={onUnavailable}>
          <AreaUnavailable area={area} error={error} onRetry={retry} />
        </Reported>
      )}
    >
      <Suspense fallback={<AreaLoading title={areas[area].title} />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
