import { memo } from 'react';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import { formatCurrencyCompact } from 'shared-contracts/contract';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';
import type { JobsListKpis } from './jobsListKpis';

/** The five figures above the table (dashes while loading); memoised so typing in the search box leaves them alone. */
const PENDING = '—';

export const JobsKpis = memo(function JobsKpis({ kpis }: { kpis: JobsListKpis | undefined }) {
  const show = (pick: (k: JobsListKpis) => string | number) => (kpis ? pick(kpis) : PENDING);
  return (
    <KpiGrid label="Job figures">
      <KpiCard title="Total Jobs" value={show((k) => k.total.toLocaleString('en-GB'))} description="All jobs" icon={<WorkOutlineOutlinedIcon />} />
      <KpiCard title="In Progress" value={show((k) => k.inProgress)} description="Active today" icon={<LocalShippingOutlinedIcon />} tone="info" />
      <KpiCard title="Completed" value={show((k) => k.completed)} description="Historical" icon={<TaskAltIcon />} tone="success" />
      <KpiCard title="Scheduled" value={show((k) => k.scheduled)} description="Future bookings" icon={<EventOutlinedIcon />} tone="warning" />
      <KpiCard
        title="Total Value"
        value={show((k) => formatCurrencyCompact(k.liveValueToday))}
        description="In progress, picking up today"
        icon={<CurrencyPoundIcon />}
        tone="secondary"
      />
    </KpiGrid>
  );
});
