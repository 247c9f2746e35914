import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PieChartOutlineOutlinedIcon from '@mui/icons-material/PieChartOutlineOutlined';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { memo } from 'react';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';

import { squareMetres, type WarehouseSummary } from './warehouseSummary';

const PENDING = '—';

/** The five summary cards above the facilities table (dashes while loading). */
export const WarehouseSummaryCards = memo(function WarehouseSummaryCards({ summary }: { summary: WarehouseSummary | undefined }) {
  const show = (pick: (s: WarehouseSummary) => string | number) => (summary ? pick(summary) : PENDING);
  return (
    <KpiGrid label="Warehouse figures" minCardWidth={170}>
      <KpiCard
        title="Total Facilities"
        value={show((s) => s.facilities)}
        description="Depots and stores"
        icon={<WarehouseOutlinedIcon />}
      />
      <KpiCard
        title="Operational"
        value={show((s) => s.operational)}
        description="Open and working"
        icon={<CheckCircleOutlineOutlinedIcon />}
        tone="success"
      />
      <KpiCard
        title="Storage Utilization"
        value={show((s) => `${s.utilisation}%`)}
        description={summary ? `${squareMetres(summary.occupied)} occupied` : PENDING}
        icon={<PieChartOutlineOutlinedIcon />}
        tone="warning"
      />
      <KpiCard title="Total Staff" value={show((s) => s.staff)} description="Across all sites" icon={<GroupsOutlinedIcon />} tone="info" />
      <KpiCard
        title="Based Vehicles"
        value={show((s) => s.vehicles)}
        description="Home depots"
        icon={<LocalShippingOutlinedIcon />}
        tone="secondary"
      />
    </KpiGrid>
  );
});
