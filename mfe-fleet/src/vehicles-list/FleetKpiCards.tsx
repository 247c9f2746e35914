import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import { memo } from 'react';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';

import type { FleetKpis } from './fleetKpis';

const PENDING = '—';

/** The five figures above the fleet table (dashes until read); memoised so typing leaves them alone. */
export const FleetKpiCards = memo(function FleetKpiCards({ kpis }: { kpis: FleetKpis | undefined }) {
  const show = (pick: (k: FleetKpis) => number) => (kpis ? pick(kpis) : PENDING);
  return (
    <KpiGrid label="Fleet figures" minCardWidth={170}>
      <KpiCard title="Total Vehicles" value={show((k) => k.total)} description="In the fleet" icon={<LocalShippingOutlinedIcon />} />
      <KpiCard title="Active" value={show((k) => k.active)} description="On the road or loading" icon={<RouteOutlinedIcon />} tone="info" />
      <KpiCard
        title="Available"
        value={show((k) => k.available)}
        description="Ready for a job"
        icon={<CheckCircleOutlineIcon />}
        tone="success"
      />
      <KpiCard
        title="Maintenance"
        value={show((k) => k.maintenance)}
        description="Workshop or off the road"
        icon={<BuildOutlinedIcon />}
        tone="warning"
      />
      <KpiCard
        title="Critical Alerts"
        value={show((k) => k.criticalAlerts)}
        description="MOT and road tax"
        icon={<WarningAmberOutlinedIcon />}
        tone="error"
      />
    </KpiGrid>
  );
});
