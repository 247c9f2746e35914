import { useCallback, useState } from 'react';

import { advanceClickMapMode, CLICK_MAP_OFF, type ClickMapEvent, type ClickMapMode } from '../simulation/clickMapMode';
import type { FleetController } from '../simulation/fleetController';
import type { MapJob } from '../simulation/mapEntities';

/**
 * Click Map job creation for the selected vehicle: `dispatch` moves the mode on, and the second point creates the
 * job through the controller (the vehicle starting at the pickup). A mode for another vehicle than the selected one
 * reads as off.
 *
 * @example const [mode, dispatch] = useClickMapMode(controller, selectedId, (job) => announce(job.id));
 */
export function useClickMapMode(
  controller: FleetController,
  selectedId: string | null,
  onJobCreated: (job: MapJob) => void,
): [ClickMapMode, (event: ClickMapEvent) => void] {
  const [mode, setMode] = useState<ClickMapMode>(CLICK_MAP_OFF);
  const shown = mode.step !== 'off' && mode.vehicleId === selectedId ? mode : CLICK_MAP_OFF;
  const dispatch = useCallback(
    (event: ClickMapEvent) => {
      const { mode: next, jobRequest } = advanceClickMapMode(shown, event);
      setMode(next);
      if (!jobRequest) return;
      const job = controller.createJob(jobRequest.vehicleId, { pickup: jobRequest.pickup, dropoff: jobRequest.dropoff });
      if (job) onJobCreated(job);
    },
    [controller, shown, onJobCreated],
  );
  return [shown, dispatch];
}
