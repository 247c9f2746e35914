import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { StatusChip } from 'shared-contracts/ui';

import { FleetMap } from '../live-fleet/FleetMap';
import { fleetRowsReader } from '../live-fleet/fleetRows';
import { LiveKpiTiles } from '../live-fleet/LiveKpiTiles';
import { FleetLoadState, LIVE_MAP_SX, liveLayoutSx, PageTitle } from '../live-fleet/LivePageFrame';
import { MapAttribution } from '../live-fleet/MapAttribution';
import { useFleetController } from '../live-fleet/useFleetController';
import { usePeriodicFleetSnapshot } from '../live-fleet/useFleetSnapshot';
import { useJobClients } from '../live-fleet/useJobClients';
import { useSelectedVehicle } from '../live-fleet/useSelectedVehicle';
import { VehicleList } from '../live-fleet/VehicleList';
import type { FleetController } from '../simulation/fleetController';
import { JobMessageCard, MESSAGE_CARD_MS } from './JobMessageCard';
import { liveJobIds, type LiveJobRow, liveJobRows } from './liveJobRows';
import { LiveJobsList } from './LiveJobsList';

const TITLE = 'UK Fleet Live Tracking';
/** The specification's second variant refreshes its panel and markers every 3 s. */
const REFRESH_MS = 3000;
/** Selecting a vehicle here zooms to 14 (15 on the dashboard). */
const SELECT_ZOOM = 14;
const PANEL_WIDTH = 380;

function UkFleet({ controller }: { controller: FleetController }) {
  const snapshot = usePeriodicFleetSnapshot(controller, REFRESH_MS);
  const { kpis } = snapshot;
  const selected = useSelectedVehicle(controller);
  const selectedId = selected.index >= 0 ? snapshot.simulation.identities[selected.index].id : null;
  const [messageJob, setMessageJob] = useState<LiveJobRow | null>(null);
  const { select } = selected;
  const selectIndex = useCallback((index: number) => select(snapshot.simulation.identities[index].id), [select, snapshot]);

  useEffect(() => {
    if (!messageJob) return undefined;
    const timer = setTimeout(() => setMessageJob(null), MESSAGE_CARD_MS);
    return () => clearTimeout(timer);
  }, [messageJob]);

  const vehicleRowsOf = useMemo(fleetRowsReader, [controller]);
  const vehicles = useMemo(() => vehicleRowsOf(snapshot.simulation), [vehicleRowsOf, snapshot]);
  const jobIds = useMemo(() => liveJobIds(snapshot.simulation), [snapshot]);
  const clientOf = useJobClients(jobIds);
  const jobs = useMemo(() => liveJobRows(snapshot.simulation, clientOf), [snapshot, clientOf]);
  const tiles = [
    { title: 'Active Jobs', value: kpis.activeJobs, icon: <WorkOutlineIcon />, tone: 'primary' },
    { title: 'Moving', value: kpis.moving, icon: <LocalShippingOutlinedIcon />, tone: 'info' },
    { title: 'Idle', value: kpis.idle, icon: <PauseCircleOutlineIcon />, tone: 'warning' },
    { title: 'Offline', value: kpis.offline, icon: <CloudOffOutlinedIcon />, tone: 'secondary' },
  ] as const;

  return (
    <Box sx={liveLayoutSx(PANEL_WIDTH)}>
      <FleetMap
        controller={controller}
        selectedIndex={selected.index}
        selectZoom={SELECT_ZOOM}
        onSelectVehicle={selectIndex}
        refreshMs={REFRESH_MS}
        sx={LIVE_MAP_SX}
      />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
          <PageTitle>{TITLE}</PageTitle>
          <StatusChip label="WS Connected" variant="success" />
        </Box>
        <LiveKpiTiles label="Fleet figures" tiles={tiles} />
        <JobMessageCard job={messageJob} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <LiveJobsList rows={jobs} onViewAndMessage={setMessageJob} />
          <VehicleList
            title="Active Vehicles"
            urlKey="vehicles"
            rows={vehicles}
            speedUnit="mph"
            selectedId={selectedId}
            onSelect={select}
          />
        </Box>
        <MapAttribution />
      </Box>
    </Box>
  );
}

/** /admin/uk-fleet: the second live map variant, refreshed every 3 s, with live jobs and their progress. */
export default function UkFleetPage() {
  const fleet = useFleetController();
  if (fleet.status !== 'ready') return <FleetLoadState title={TITLE} fleet={fleet} />;
  return <UkFleet controller={fleet.controller} />;
}
