import { startTransition, useCallback, useEffect, useState } from 'react';

import type { FleetChangeCause, FleetController, FleetSnapshot } from '../simulation/fleetController';

type Listen = (update: (cause: FleetChangeCause) => void) => () => void;

/**
 * A snapshot of the controller, taken again whenever `listen` calls back. What a tick changed is rendered as a
 * transition: at 10,000 vehicles the panel's lists take tens of milliseconds to render, which React then does in
 * slices between frames and input rather than inside the tick. What a user's command changed renders at once.
 */
function useSnapshot(controller: FleetController, listen: Listen): FleetSnapshot {
  const [snapshot, setSnapshot] = useState(controller.getSnapshot);
  const [shown, setShown] = useState(controller);
  if (shown !== controller) {
    setShown(controller);
    setSnapshot(controller.getSnapshot());
  }
  useEffect(() => {
    const take = () => setSnapshot(controller.getSnapshot());
    // A tick between the render and this effect would otherwise go unseen until the next one.
    take();
    return listen((cause) => (cause === 'tick' ? startTransition(take) : take()));
  }, [controller, listen]);
  return snapshot;
}

/**
 * The simulation's snapshot: new after every tick or command that changed something, or read afresh every
 * `refreshMs` when given (the UK fleet page refreshes every 3 s), then rendered like a tick's.
 *
 * @example const { kpis, version } = useFleetSnapshot(controller);
 */
export function useFleetSnapshot(controller: FleetController, refreshMs?: number): FleetSnapshot {
  const listen = useCallback<Listen>(
    (update) => {
      if (refreshMs === undefined) return controller.subscribe(update);
      const timer = setInterval(() => update('tick'), refreshMs);
      return () => clearInterval(timer);
    },
    [controller, refreshMs],
  );
  return useSnapshot(controller, listen);
}
