import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { memo } from 'react';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';

import type { SystemAlertKpis } from './systemAlertFigures';

const PENDING = '—';

/** The four figures above the alerts table (dashes while loading). */
export const SystemAlertKpiCards = memo(function SystemAlertKpiCards({ kpis }: { kpis: SystemAlertKpis | undefined }) {
  const show = (pick: (k: SystemAlertKpis) => number) => (kpis ? pick(kpis) : PENDING);
  return (
    <KpiGrid label="Alert figures">
      <KpiCard
        title="Active Alerts"
        value={show((k) => k.active)}
        description="Need attention"
        icon={<NotificationsActiveOutlinedIcon />}
        tone="error"
      />
      <KpiCard
        title="Acknowledged"
        value={show((k) => k.acknowledged)}
        description="Being handled"
        icon={<VisibilityOutlinedIcon />}
        tone="warning"
      />
      <KpiCard title="Resolved" value={show((k) => k.resolved)} description="Closed" icon={<TaskAltIcon />} tone="success" />
      <KpiCard
        title="Total Today"
        value={show((k) => k.totalToday)}
        description="Raised since midnight"
        icon={<TodayOutlinedIcon />}
        tone="info"
      />
    </KpiGrid>
  );
});
