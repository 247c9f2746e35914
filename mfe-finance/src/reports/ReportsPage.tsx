import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { lazy, useState } from 'react';
import { routes } from 'shared-contracts/contract';
import { useClock } from 'shared-contracts/data';
import { formatCurrency, formatCurrencyCompact, formatDate } from 'shared-contracts/domain';
import { ErrorView, LoadingView, PageHeader } from 'shared-contracts/ui';

import { ChartCard } from './ChartCard';
import { FigureTable } from './FigureTable';
import { InsightList } from './InsightList';
import type { ClientTypeRevenue, MonthFigure, ReportData, RouteFigure } from './reportData';
import type { ReportInsights } from './reportInsights';
import { ReportKpis } from './ReportKpis';
import { useReport } from './useReport';

// The charting library loads only here, after the figures and their tables are on screen.
const RevenueByClientTypeChart = lazy(() => import('./charts/RevenueByClientTypeChart'));
const PopularRoutesChart = lazy(() => import('./charts/PopularRoutesChart'));
const PerformanceTrendChart = lazy(() => import('./charts/PerformanceTrendChart'));

function ReportBody({ report, insights }: { report: ReportData; insights: ReportInsights }) {
  return (
    <>
      <ReportKpis report={report} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
        <ChartCard
          title="Revenue by Client Type"
          description="Client revenue: completed jobs and invoices that bill no job."
          chart={<RevenueByClientTypeChart segments={report.revenueByClientType} />}
          table={
            <FigureTable<ClientTypeRevenue>
              label="Revenue by client type"
              rowKey={(row) => row.label}
              rows={report.revenueByClientType}
              columns={[
                { header: 'Client Type', cell: (row) => row.label },
                { header: 'Revenue', cell: (row) => formatCurrencyCompact(row.revenue), numeric: true },
                { header: 'Share', cell: (row) => `${row.share}%`, numeric: true },
              ]}
            />
          }
        />
        <ChartCard
          title="Popular Routes"
          description="The busiest routes of the last 30 days, by completed jobs."
          chart={<PopularRoutesChart routes={report.topRoutes} />}
          table={
            <FigureTable<RouteFigure>
              label="Popular routes"
              rowKey={(row) => row.route}
              rows={report.topRoutes}
              columns={[
                { header: 'Route', cell: (row) => row.route },
                { header: 'Jobs', cell: (row) => row.jobs, numeric: true },
                { header: 'Revenue', cell: (row) => formatCurrency(row.revenue, { pence: false }), numeric: true },
              ]}
            />
          }
        />
      </Box>
      <Box sx={{ mb: 2 }}>
        <ChartCard
          title="Performance Trend"
          description="Revenue and completed jobs over the last five months."
          chart={<PerformanceTrendChart months={report.monthlyTrend} />}
          table={
            <FigureTable<MonthFigure>
              label="Performance trend by month"
              rowKey={(row) => row.month}
              rows={report.monthlyTrend}
              columns={[
                { header: 'Month', cell: (row) => row.month },
                { header: 'Revenue', cell: (row) => formatCurrency(row.revenue, { pence: false }), numeric: true },
                { header: 'Jobs', cell: (row) => row.jobs, numeric: true },
              ]}
            />
          }
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <InsightList title="Key Wins" icon={<EmojiEventsOutlinedIcon />} items={insights.keyWins} />
        <InsightList title="Opportunities" icon={<LightbulbOutlinedIcon />} items={insights.opportunities} />
        <InsightList title="Action Items" icon={<ChecklistOutlinedIcon />} items={insights.actionItems} />
      </Box>
    </>
  );
}

/** /admin/reports: "Reports & Analytics", every figure a count or sum the provider works out. */
export default function ReportsPage() {
  const now = useClock();
  const [today] = useState(() => now());
  const { load, content } = useReport(today);

  return (
    <Box>
      <PageHeader
        title="Reports & Analytics"
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            Revenue, work and fleet at a glance
            <Chip size="small" variant="outlined" label={`Updated ${formatDate(today)}`} />
          </Box>
        }
        back={{ label: 'Back to Dashboard', to: routes.admin.root }}
      />
      {load.status === 'error' ? (
        <ErrorView title="The report could not be prepared" message="Some of its data could not be loaded." onRetry={load.retry} />
      ) : content ? (
        <ReportBody report={content.report} insights={content.insights} />
      ) : (
        <LoadingView label="Loading..." />
      )}
    </Box>
  );
}
