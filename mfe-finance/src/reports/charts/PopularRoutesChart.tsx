import { BarChart } from '@mui/x-charts/BarChart';

import type { RouteFigure } from '../reportData';

/** Popular Routes as horizontal bars of jobs; the table beside it carries the same figures for every reader. */
export default function PopularRoutesChart({ routes }: { routes: readonly RouteFigure[] }) {
  return (
    <BarChart
      height={260}
      layout="horizontal"
      hideLegend
      disableKeyboardNavigation
      yAxis={[{ scaleType: 'band', data: routes.map((route) => route.route), width: 130 }]}
      xAxis={[{ label: 'Jobs', tickMinStep: 1 }]}
      series={[{ data: routes.map((route) => route.jobs), label: 'Jobs' }]}
    />
  );
}
