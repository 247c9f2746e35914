import { PieChart } from '@mui/x-charts/PieChart';
import { formatCurrencyCompact } from 'shared-contracts/domain';

import type { ClientTypeRevenue } from '../reportData';

/** Revenue by Client Type as a doughnut; the table beside it carries the same figures for every reader. */
export default function RevenueByClientTypeChart({ segments }: { segments: readonly ClientTypeRevenue[] }) {
  return (
    <PieChart
      height={260}
      hideLegend
      disableKeyboardNavigation
      series={[
        {
          data: segments.map((segment, index) => ({ id: index, value: segment.revenue, label: segment.label })),
          innerRadius: 60,
          paddingAngle: 1,
          cornerRadius: 3,
          valueFormatter: ({ value }) => formatCurrencyCompact(value),
        },
      ]}
    />
  );
}
