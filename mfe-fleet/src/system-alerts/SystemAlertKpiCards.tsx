import { memo } from 'react';
import Box from '@mui/material/Box';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import { KpiCard } from 'shared-contracts/ui';
import type { SystemAlertKpis } from './systemAlertFigures';

const PENDING = '—';

/** The four figures above the alerts table (dashes while loading). */
export const SystemAlertKpiCards = memo(function SystemAlertKpiCards({ kpis }: { kpis: SystemAlertKpis | undefined }) {
  const show = (pick: (k: SystemAlertKpis) => number) => (kpis ? pick(kpis) : PENDING);
  return (
    <Box
      component="ul"
      aria-label="Alert figures"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}
    >
      <li>
        <KpiCard title="Active Alerts" value={show((k) => k.active)} description="Need attention" icon={<NotificationsActiveOutlinedIcon />} tone="error" />
      </li>
      <li>
        <KpiCard title="Acknowledged" value={show((k) => k.acknowledged)} description="Being handled" icon={<VisibilityOutlinedIcon />} tone="warning" />
      </li>
      <li>
        <KpiCard title="Resolved" value={show((k) => k.resolved)} description="Closed" icon={<TaskAltIcon />} tone="success" />
      </li>
      <li>
        <KpiCard title="Total Today" value={show((k) => k.totalToday)} description="Raised since midnight" icon={<TodayOutlinedIcon />} tone="info" />
      </li>
    </Box>
  );
});
