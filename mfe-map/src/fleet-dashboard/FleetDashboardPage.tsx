import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';

import { FleetMap } from '../live-fleet/FleetMap';
import { fleetRowsReader } from '../live-fleet/fleetRows';
import { LiveKpiTiles } from '../live-fleet/LiveKpiTiles';
import { FleetLoadState, LIVE_MAP_SX, liveLayoutSx, PageTitle } from '../live-fleet/LivePageFrame';
import { MapAttribution } from '../live-fleet/MapAttribution';
import { useFleetController } from '../live-fleet/useFleetController';
import { useFleetSnapshot } from '../live-fleet/useFleetSnapshot';
import { useSelectedVehicle } from '../live-fleet/useSelectedVehicle';
import { VehicleList } from '../live-fleet/VehicleList';
import type { FleetController } from '../simulation/fleetController';
import type { LngLat } from '../simulation/geo';
import type { MapJob } from '../simulation/mapEntities';
import { activeJobRowsReader } from './activeJobRows';
import { ActiveJobsList } from './ActiveJobsList';
import { JobDetailsDialog } from './JobDetailsDialog';
import { useClickMapMode } from './useClickMapMode';
import { VehicleControls } from './VehicleControls';

const TITLE = 'Fleet Map Dashboard';
/** Selecting a vehicle zooms the map to this level. */
const SELECT_ZOOM = 15;
const PANEL_WIDTH = 360;

function FleetDashboard({ controller }: { controller: FleetController }) {
  const snapshot = useFleetSnapshot(controller);
  const { kpis, simulation } = snapshot;
  const selected = useSelectedVehicle(controller);
  const selectedId = selected.index >= 0 ? simulation.identities[selected.index].id : null;
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
  const onMapPoint = useCallback((at: LngLat) => dispatchClickMap({ type: 'mapClick', at }), [dispatchClickMap]);
  const { select } = selected;
  const selectIndex = useCallback((index: number) => select(simulation.identities[index].id), [select, simulation]);

  // Rows are rebuilt on every change, reusing those of vehicles and jobs that did not change.
  const vehicleRowsOf = useMemo(fleetRowsReader, [controller]);
  const jobRowsOf = useMemo(activeJobRowsReader, [controller]);
  const vehicles = useMemo(() => vehicleRowsOf(snapshot.simulation), [vehicleRowsOf, snapshot]);
  const jobs = useMemo(() => jobRowsOf(snapshot.simulation), [jobRowsOf, snapshot]);
  const tiles = [
    { title: 'Active Jobs', value: kpis.activeJobs, icon: <WorkOutlineIcon />, tone: 'primary' },
    { title: 'Vehicles Moving', value: kpis.moving, icon: <LocalShippingOutlinedIcon />, tone: 'info' },
    { title: 'Idle', value: kpis.idle, icon: <PauseCircleOutlineIcon />, tone: 'warning' },
    { title: 'Completed Today', value: kpis.completedToday, icon: <CheckCircleOutlineIcon />, tone: 'success' },
  ] as const;

  return (
    <Box sx={liveLayoutSx(PANEL_WIDTH)}>
      <FleetMap
        controller={controller}
        selectedIndex={selected.index}
        selectZoom={SELECT_ZOOM}
        recentreKey={recentreKey}
        onSelectVehicle={selectIndex}
        onMapPoint={clickMode.step === 'off' ? undefined : onMapPoint}
        sx={LIVE_MAP_SX}
      />
      <Box sx={{ minWidth: 0 }}>
        <PageTitle>{TITLE}</PageTitle>
        <Typography color="text.secondary">
          {kpis.totalVehicles.toLocaleString('en-GB')} vehicles · {kpis.activeJobs.toLocaleString('en-GB')} active jobs · Live tracking
        </Typography>
        <LiveKpiTiles label="Fleet figures" tiles={tiles} />
        <VehicleControls
          controller={controller}
          index={selected.index}
          clickMode={clickMode}
          onClickMapEvent={dispatchClickMap}
          onClickMapPoint={onMapPoint}
          onViewJob={setViewingJobId}
          onMoved={recentre}
          message={message}
          onMessage={setMessage}
        />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <VehicleList title="Fleet" urlKey="fleet" rows={vehicles} speedUnit="km/h" selectedId={selectedId} onSelect={select} />
          <ActiveJobsList rows={jobs} onViewJob={setViewingJobId} />
        </Box>
        <MapAttribution />
      </Box>
      <JobDetailsDialog controller={controller} jobId={viewingJobId} onClose={() => setViewingJobId(null)} />
    </Box>
  );
}

/** /admin/tracking: the live fleet map beside its panel of figures, controls and lists. */
export default function FleetDashboardPage() {
  const fleet = useFleetController();
  if (fleet.status !== 'ready') return <FleetLoadState title={TITLE} fleet={fleet} />;
  return <FleetDashboard controller={fleet.controller} />;
}
