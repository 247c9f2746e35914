import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { formatCurrencyCompact } from 'shared-contracts/domain';
import { KpiCard, KpiGrid } from 'shared-contracts/ui';

import type { PeriodFigure, ReportData } from './reportData';

const change = ({ growth }: PeriodFigure) => `${growth >= 0 ? '+' : ''}${growth}% from last month`;

/** The four key figures of the report. */
export function ReportKpis({ report }: { report: ReportData }) {
  const { revenue, jobs, drivers, vehicles } = report;
  return (
    <KpiGrid label="Key figures" minCardWidth={200}>
      <KpiCard
        title="Monthly Revenue"
        value={formatCurrencyCompact(revenue.thisMonth)}
        description={change(revenue)}
        icon={<CurrencyPoundIcon />}
      />
      <KpiCard
        title="Jobs Completed"
        value={jobs.thisMonth.toLocaleString('en-GB')}
        description={change(jobs)}
        icon={<TaskAltIcon />}
        tone="success"
      />
      <KpiCard
        title="Driver Utilisation"
        value={`${drivers.utilisation}%`}
        description={`${drivers.onJob} of ${drivers.total} drivers on a job`}
        icon={<GroupsOutlinedIcon />}
        tone="info"
      />
      <KpiCard
        title="Fleet Utilisation"
        value={`${vehicles.utilisation}%`}
        description={`${vehicles.active} of ${vehicles.total} vehicles active`}
        icon={<LocalShippingOutlinedIcon />}
        tone="secondary"
      />
    </KpiGrid>
  );
}
