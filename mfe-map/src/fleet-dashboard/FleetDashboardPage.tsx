import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useCan } from 'shared-contracts/data';
import { formatCount } from 'shared-contracts/domain';

import { LiveMapFrame } from '../live-fleet/LiveMapFrame';
import { type LiveFleet, type LiveMapConfig, LiveMapPage } from '../live-fleet/LiveMapPage';
import type { LngLat } from '../simulation/geo';
import type { MapJob } from '../simulation/mapEntities';
import { activeJobRowsReader } from './activeJobRows';
import { ActiveJobsList } from './ActiveJobsList';
import { JobDetailsDialog } from './JobDetailsDialog';
import { useClickMapMode } from './useClickMapMode';
import { VehicleControls } from './VehicleControls';
import { VehicleRouteLink } from './VehicleRouteLink';

const DASHBOARD: LiveMapConfig = {
  title: 'Fleet Map Dashboard',
  selectZoom: 15,
  panelWidth: 360,
  tiles: { moving: 'Vehicles Moving', fourth: 'completedToday' },
  vehicleList: { title: 'Fleet', urlKey: 'fleet', speedUnit: 'km/h' },
};

/**
 * The dashboard's own part: the selected vehicle's controls (click-map job creation among them) for a role that may run
 * the simulation (none for a tracked fleet), a way to its route of the day, active jobs and a job's details.
 */
function FleetDashboardPanel({ fleet }: { fleet: LiveFleet }) {
  const { controller, snapshot, selectedIndex, selectedId } = fleet;
  const { kpis } = snapshot;
  const [message, setMessage] = useState('');
  const [viewingJobId, setViewingJobId] = useState<string | null>(null);
  const [recentreKey, setRecentreKey] = useState(0);
  const recentre = useCallback(() => setRecentreKey((key) => key + 1), []);
  const onJobCreated = useCallback(
    (job: MapJob) => {
      setMessage(`${job.id} created from the clicked pickup to the drop-off`);
      recentre();
    },
    [recentre],
  );
  const [clickMode, dispatchClickMap] = useClickMapMode(controller, selectedId, onJobCreated);
  // Commanding the simulation (pause, teleport, a job from the map) is the map's `simulate`: a viewer only watches. The
  // fleet its trackers report is not driven from here.
  const maySimulate = useCan('map', 'simulate') && !fleet.tracked;
  const onMapPoint = useCallback((at: LngLat) => dispatchClickMap({ type: 'mapClick', at }), [dispatchClickMap]);

  // Rows are rebuilt on every change, reusing those of jobs that did not change.
  const jobRowsOf = useMemo(activeJobRowsReader, [controller]);
  const jobs = useMemo(() => jobRowsOf(snapshot.simulation), [jobRowsOf, snapshot]);

  return (
    <>
      <LiveMapFrame
        fleet={fleet}
        map={{ recentreKey, onMapPoint: clickMode.step === 'off' ? undefined : onMapPoint }}
        subtitle={
          <Typography color="text.secondary">
            {formatCount(kpis.totalVehicles)} vehicles · {formatCount(kpis.activeJobs)} active jobs · Live tracking
          </Typography>
        }
        controls={
          <>
            {maySimulate && (
              <VehicleControls
                controller={controller}
                index={selectedIndex}
                clickMode={clickMode}
                onClickMapEvent={dispatchClickMap}
                onClickMapPoint={onMapPoint}
                onViewJob={setViewingJobId}
                onMoved={recentre}
                message={message}
                onMessage={setMessage}
              />
            )}
            <VehicleRouteLink vehicleId={selectedId} />
          </>
        }
      >
        {fleet.vehicleList}
        <ActiveJobsList rows={jobs} onViewJob={setViewingJobId} />
      </LiveMapFrame>
      <JobDetailsDialog controller={controller} jobId={viewingJobId} onClose={() => setViewingJobId(null)} />
    </>
  );
}

/** /admin/tracking: the live fleet map beside its panel of figures, controls and lists. */
export default function FleetDashboardPage() {
  return <LiveMapPage config={DASHBOARD}>{(fleet) => <FleetDashboardPanel fleet={fleet} />}</LiveMapPage>;
}
