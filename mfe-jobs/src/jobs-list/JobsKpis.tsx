import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import { memo } from 'react';
import { formatCount, formatCurrencyCompact } from 'shared-contracts/domain';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';

import type { JobStatusCounts } from '../common/jobStatusCounts';

/** Shown while a figure is read, and when it could not be. */
const PENDING = '—';

interface JobsKpisProps {
  counts: JobStatusCounts | undefined;
  /** Total Value: the net value of the jobs in progress that pick up today. */
  valueToday: number | undefined;
}

/** The five figures above the table; memoised so typing in the search box leaves them alone. */
export const JobsKpis = memo(function JobsKpis({ counts, valueToday }: JobsKpisProps) {
  const show = (pick: (k: JobStatusCounts) => string | number) => (counts ? pick(counts) : PENDING);
  return (
    <KpiGrid label="Job figures">
      <KpiCard title="Total Jobs" value={show((k) => formatCount(k.total))} description="All jobs" icon={<WorkOutlineOutlinedIcon />} />
      <KpiCard
        title="In Progress"
        value={show((k) => k.live)}
        description="Active today"
        icon={<LocalShippingOutlinedIcon />}
        tone="info"
      />
      <KpiCard title="Completed" value={show((k) => k.completed)} description="Historical" icon={<TaskAltIcon />} tone="success" />
      <KpiCard
        title="Scheduled"
        value={show((k) => k.scheduled)}
        description="Future bookings"
        icon={<EventOutlinedIcon />}
        tone="warning"
      />
      <KpiCard
        title="Total Value"
        value={valueToday === undefined ? PENDING : formatCurrencyCompact(valueToday)}
        description="In progress, picking up today"
        icon={<CurrencyPoundIcon />}
        tone="secondary"
      />
    </KpiGrid>
  );
});
