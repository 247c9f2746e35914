import { memo } from 'react';
import Box from '@mui/material/Box';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import StarOutlineIcon from '@mui/icons-material/StarBorderOutlined';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import { KpiCard } from 'shared-contracts/ui';
import type { DriversKpis as Kpis } from './driversKpis';

const PENDING = '—';

/** The four figures above the table (dashes until the drivers are loaded); memoised so typing leaves them alone. */
export const DriversKpis = memo(function DriversKpis({ kpis }: { kpis: Kpis | undefined }) {
  const show = (pick: (k: Kpis) => string | number) => (kpis ? pick(kpis) : PENDING);
  return (
    <Box
      component="ul"
      aria-label="Driver figures"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}
    >
      <li>
        <KpiCard title="Total Drivers" value={show((k) => k.total)} description="On the books" icon={<BadgeOutlinedIcon />} />
      </li>
      <li>
        <KpiCard title="Average Rating" value={show((k) => k.averageRating)} description="Out of 5" icon={<StarOutlineIcon />} tone="warning" />
      </li>
      <li>
        <KpiCard title="Employed" value={show((k) => k.employed)} description="Full and part time" icon={<WorkOutlineOutlinedIcon />} tone="success" />
      </li>
      <li>
        <KpiCard title="Self-Employed" value={show((k) => k.selfEmployed)} description="Contractors" icon={<HandshakeOutlinedIcon />} tone="info" />
      </li>
    </Box>
  );
});
