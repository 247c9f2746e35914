import { memo } from 'react';
import Box from '@mui/material/Box';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import PieChartOutlineOutlinedIcon from '@mui/icons-material/PieChartOutlineOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { KpiCard } from 'shared-contracts/ui';
import { squareMetres, type WarehouseSummary } from './warehouseSummary';

const PENDING = '—';

/** The five summary cards above the facilities table (dashes while loading). */
export const WarehouseSummaryCards = memo(function WarehouseSummaryCards({ summary }: { summary: WarehouseSummary | undefined }) {
  const show = (pick: (s: WarehouseSummary) => string | number) => (summary ? pick(summary) : PENDING);
  return (
    <Box
      component="ul"
      aria-label="Warehouse figures"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' }}
    >
      <li>
        <KpiCard title="Total Facilities" value={show((s) => s.facilities)} description="Depots and stores" icon={<WarehouseOutlinedIcon />} />
      </li>
      <li>
        <KpiCard title="Operational" value={show((s) => s.operational)} description="Open and working" icon={<CheckCircleOutlineOutlinedIcon />} tone="success" />
      </li>
      <li>
        <KpiCard
          title="Storage Utilization"
          value={show((s) => `${s.utilisation}%`)}
          description={summary ? `${squareMetres(summary.occupied)} occupied` : PENDING}
          icon={<PieChartOutlineOutlinedIcon />}
          tone="warning"
        />
      </li>
      <li>
        <KpiCard title="Total Staff" value={show((s) => s.staff)} description="Across all sites" icon={<GroupsOutlinedIcon />} tone="info" />
      </li>
      <li>
        <KpiCard title="Based Vehicles" value={show((s) => s.vehicles)} description="Home depots" icon={<LocalShippingOutlinedIcon />} tone="secondary" />
      </li>
    </Box>
  );
});
