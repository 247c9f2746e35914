import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { type AreaId, areas } from 'shared-contracts/contract';
import { ErrorBoundary, reloadableLazy } from 'shared-contracts/ui';

import { loadAreaModule } from '../federation/areaModules';
import { ContractMismatchError } from '../federation/contractCheck';
import { AreaLoading } from './AreaLoading';
import { AreaUnavailable } from './AreaUnavailable';
import { NewVersionAvailable } from './NewVersionAvailable';

/** Loads of an area's routes started before the area is drawn (preloadArea), each taken by its first drawing. */
const preloaded = new Map<AreaId, ReturnType<typeof loadAreaModule>>();

/** Starts loading an area's routes before it is drawn: the page's own area, while the page still starts. */
export function preloadArea(area: AreaId): void {
  if (preloaded.has(area)) return;
  const load = loadAreaModule(area);
  // Its failure shows where the area is drawn; a page that never draws it (signed out after all) has nothing to show.
  load.catch(() => {});
  preloaded.set(area, load);
}

function takePreloaded(area: AreaId): ReturnType<typeof loadAreaModule> | undefined {
  const load = preloaded.get(area);
  preloaded.delete(area);
  return load;
}

/** The lazy route table of each area: loaded once, loaded afresh after a failed load or when renewed. */
const areaRoutes = reloadableLazy(
  (area: AreaId, fresh: boolean) => (fresh ? undefined : takePreloaded(area)) ?? loadAreaModule(area, { fresh }),
);

/** A chunk of the remote's code that would not load: after a deploy, its release's files may be gone. */
const isChunkLoadError = (error: Error) => error.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(error.message);

/** Loads the remote's current entry again (its registry may name a newer release) in place of a screen that failed. */
function Renewing({ area, onRenew }: { area: AreaId; onRenew: () => void }) {
  useEffect(onRenew, [onRenew]);
  return <AreaLoading title={areas[area].title} />;
}

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
 *
 * A tab left open across a deploy survives it: when a chunk of the running release fails to load
 * (deleted with it), the area asks for the remote's current entry and tries once more. A compatible
 * release then draws the screen; one built against a contract this page does not satisfy asks for a
 * reload instead.
 */
export function RemoteArea({ area, onUnavailable }: RemoteAreaProps) {
  const [{ attempt, Routes, renewed }, setLoad] = useState(() => ({ attempt: 0, Routes: areaRoutes(area), renewed: false }));
  // `renew`: load the remote afresh although its last load succeeded (its code failed later).
  const retry = useCallback(
    (renew: boolean) => setLoad((current) => ({ attempt: current.attempt + 1, Routes: areaRoutes(area, { renew }), renewed: renew })),
    [area],
  );
  const renewOnce = useCallback(() => retry(true), [retry]);
  return (
    <ErrorBoundary
      key={attempt}
      label={`The ${area} area failed:`}
      fallback={(error) => {
        if (isChunkLoadError(error) && !renewed) return <Renewing area={area} onRenew={renewOnce} />;
        if (renewed && error instanceof ContractMismatchError) return <NewVersionAvailable area={area} error={error} />;
        return (
          <Reported onShown={onUnavailable}>
            <AreaUnavailable area={area} error={error} onRetry={() => retry(false)} />
          </Reported>
        );
      }}
    >
      <Suspense fallback={<AreaLoading title={areas[area].title} />}>
        <Routes />
      </Suspense>
    </ErrorBoundary>
  );
}
