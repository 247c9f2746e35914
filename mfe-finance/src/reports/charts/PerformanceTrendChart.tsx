import { LineChart } from '@mui/x-charts/LineChart';
import { formatCurrencyCompact } from 'shared-contracts/domain';

import type { MonthFigure } from '../reportData';

/** The five-month Performance Trend: revenue (left axis) and jobs (right axis) by month. */
export default function PerformanceTrendChart({ months }: { months: readonly MonthFigure[] }) {
  return (
    <LineChart
      height={280}
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'point', data: months.map((month) => month.month) }]}
      yAxis={[
        { id: 'revenue', valueFormatter: (value: number) => formatCurrencyCompact(value), width: 64 },
        { id: 'jobs', position: 'right', tickMinStep: 1, width: 48 },
      ]}
      series={[
        {
          data: months.map((month) => month.revenue),
          label: 'Revenue',
          yAxisId: 'revenue',
          valueFormatter: (value) => formatCurrencyCompact(value),
        },
        { data: months.map((month) => month.jobs), label: 'Jobs', yAxisId: 'jobs' },
      ]}
    />
  );
}
