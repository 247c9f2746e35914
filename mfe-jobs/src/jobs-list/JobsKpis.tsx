import { memo } from 'react';
import Box from '@mui/material/Box';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import { formatCurrencyCompact } from 'shared-contracts/contract';
import { KpiCard } from 'shared-contracts/ui';
import type { JobsListKpis } from './jobsListKpis';

/** The five figures above the table (dashes while loading); memoised so typing in the search box leaves them alone. */
const PENDING = '—';

export const JobsKpis = memo(function JobsKpis({ kpis }: { kpis: JobsListKpis | undefined }) {
  const show = (pick: (k: JobsListKpis) => string | number) => (kpis ? pick(kpis) : PENDING);
  return (
    <Box
      component="ul"
      aria-label="Job figures"
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}
    >
      <li>
        <KpiCard title="Total Jobs" value={show((k) => k.total.toLocaleString('en-GB'))} description="All jobs" icon={<WorkOutlineOutlinedIcon />} />
      </li>
      <li>
        <KpiCard title="In Progress" value={show((k) => k.inProgress)} description="Active today" icon={<LocalShippingOutlinedIcon />} tone="info" />
      </li>
      <li>
        <KpiCard title="Completed" value={show((k) => k.completed)} description="Historical" icon={<TaskAltIcon />} tone="success" />
      </li>
      <li>
        <KpiCard title="Scheduled" value={show((k) => k.scheduled)} description="Future bookings" icon={<EventOutlinedIcon />} tone="warning" />
      </li>
      <li>
        <KpiCard
          title="Total Value"
          value={show((k) => formatCurrencyCompact(k.liveValueToday))}
          description="In progress, picking up today"
          icon={<CurrencyPoundIcon />}
          tone="secondary"
        />
      </li>
    </Box>
  );
});
