import { useEffect, useMemo, useState } from 'react';
import { StatusChip } from 'shared-contracts/ui';

import { LiveMapFrame } from '../live-fleet/LiveMapFrame';
import { type LiveFleet, type LiveMapConfig, LiveMapPage } from '../live-fleet/LiveMapPage';
import { useJobClients } from '../live-fleet/useJobClients';
import { JobMessageCard, MESSAGE_CARD_MS } from './JobMessageCard';
import { liveJobIds, type LiveJobRow, liveJobRows } from './liveJobRows';
import { LiveJobsList } from './LiveJobsList';

const UK_FLEET: LiveMapConfig = {
  title: 'UK Fleet Live Tracking',
  // The specification's second variant refreshes its panel and markers every 3 s.
  refreshMs: 3000,
  // Selecting a vehicle here zooms to 14 (15 on the dashboard).
  selectZoom: 14,
  panelWidth: 380,
  tiles: { moving: 'Moving', fourth: 'offline' },
  vehicleList: { title: 'Active Vehicles', urlKey: 'vehicles', speedUnit: 'mph' },
};

/** The UK page's own part: the live jobs with their clients, and the message card a job's button opens for a while. */
function UkFleetPanel({ fleet }: { fleet: LiveFleet }) {
  const { snapshot } = fleet;
  const [messageJob, setMessageJob] = useState<LiveJobRow | null>(null);

  useEffect(() => {
    if (!messageJob) return undefined;
    const timer = setTimeout(() => setMessageJob(null), MESSAGE_CARD_MS);
    return () => clearTimeout(timer);
  }, [messageJob]);

  const jobIds = useMemo(() => liveJobIds(snapshot.simulation), [snapshot]);
  const clientOf = useJobClients(jobIds);
  const jobs = useMemo(() => liveJobRows(snapshot.simulation, clientOf), [snapshot, clientOf]);

  return (
    <LiveMapFrame
      fleet={fleet}
      aside={<StatusChip label="WS Connected" variant="success" />}
      controls={<JobMessageCard job={messageJob} />}
    >
      <LiveJobsList rows={jobs} onViewAndMessage={setMessageJob} />
      {fleet.vehicleList}
    </LiveMapFrame>
  );
}

/** /admin/uk-fleet: the second live map variant, refreshed every 3 s, with live jobs and their progress. */
export default function UkFleetPage() {
  return <LiveMapPage config={UK_FLEET}>{(fleet) => <UkFleetPanel fleet={fleet} />}</LiveMapPage>;
}
