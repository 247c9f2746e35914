import { useEffect, useState, useSyncExternalStore } from 'react';
import type { FleetController, FleetSnapshot } from '../simulation/fleetController';

/**
 * The simulation's snapshot, new after every tick or command that changed something.
 *
 * @example const { kpis, version } = useFleetSnapshot(controller);
 */
export function useFleetSnapshot(controller: FleetController): FleetSnapshot {
  return useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
}

/**
 * The snapshot read afresh every `intervalMs` (the UK fleet page refreshes every 3 s).
 *
 * @example const snapshot = usePeriodicFleetSnapshot(controller, 3000);
 */
export function usePeriodicFleetSnapshot(controller: FleetController, intervalMs: number): FleetSnapshot {
  const [snapshot, setSnapshot] = useState(controller.getSnapshot);
  const [shown, setShown] = useState(controller);
  if (shown !== controller) {
    setShown(controller);
    setSnapshot(controller.getSnapshot());
  }
  useEffect(() => {
    const timer = setInterval(() => setSnapshot(controller.getSnapshot()), intervalMs);
    return () => clearInterval(timer);
  }, [controller, intervalMs]);
  return snapshot;
}
