import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useState } from 'react';
import { routes } from 'shared-contracts/contract';
import { combineLoads, useAggregate, useCan, useClock, useGetList, useMayOpen, useReload, useSession } from 'shared-contracts/data';
import { formatCount, formatCurrencyCompact, formatDateLong, formatTime } from 'shared-contracts/domain';
import type { JobStatus } from 'shared-contracts/records';
import { KpiCard, KpiGrid, LoadingView, PageHeader, useNavigate } from 'shared-contracts/ui';

import { useJobStatusCounts } from '../common/useJobStatusCounts';
import { DashboardJobCard } from './DashboardJobCard';
import { DASHBOARD_JOB_CARDS, recentJobsQuery } from './dashboardJobs';
import { JobTotals } from './JobTotals';
import { quarterStart } from './quarterStart';
import { QUICK_ACTIONS, quickActionRoute } from './quickActions';

const PLACEHOLDER = '—';

const useRecentJobs = (status: JobStatus, enabled: boolean) => useGetList('jobs', recentJobsQuery(status), { enabled });

/**
 * /admin and /admin/dashboard: "Dashboard Overview". Every member of staff opens it; it shows, and reads, only what
 * their role may read (a fleet manager sees the fleet, not the jobs), and the quick actions their role may take.
 */
export default function DashboardPage() {
  const navigate = useNavigate();
  const clock = useClock();
  const reload = useReload();
  const mayOpen = useMayOpen();
  const [updatedAt, setUpdatedAt] = useState(clock);
  const mayReadJobs = useCan('jobs', 'read');
  const mayReadVehicles = useCan('vehicles', 'read');
  const mayReadInvoices = useCan('invoices', 'read');

  const counts = useJobStatusCounts({ enabled: mayReadJobs });
  // Revenue: the value of the jobs completed since this quarter began.
  const revenue = useAggregate(
    'jobs',
    { filter: { status: 'completed', pickup_date_gte: quarterStart(updatedAt) }, sum: ['total_amount'] },
    { enabled: mayReadJobs && mayReadInvoices },
  );
  const fleet = useAggregate('vehicles', {}, { enabled: mayReadVehicles });
  const recent = {
    in_progress: useRecentJobs('in_progress', mayReadJobs),
    scheduled: useRecentJobs('scheduled', mayReadJobs),
    completed: useRecentJobs('completed', mayReadJobs),
  };
  const page = combineLoads(
    ...(mayReadJobs ? [counts, recent.in_progress, recent.scheduled, recent.completed] : []),
    ...(mayReadJobs && mayReadInvoices ? [revenue] : []),
    ...(mayReadVehicles ? [fleet] : []),
  );
  const quickActions = QUICK_ACTIONS.filter((action) => mayOpen(action.route));
  // Nothing is drawn before the role is known: no figure shown, then taken away.
  const status = useSession() === undefined ? 'loading' : page.status;
  // The figures and cards are drawn in a transition, in slices that leave the page free to answer, not in one long task.
  const shownStatus = useDeferredValue(status);

  useEffect(() => {
    // The specification: dashboard errors go to the console only, never to the user.
    if (page.status === 'error') console.error('Dashboard data could not be loaded', page.error);
  }, [page.status, page.error]);

  const refresh = () => {
    setUpdatedAt(clock());
    void reload(['jobs', 'vehicles']);
  };

  const runQuickAction = (id: string) => {
    const route = quickActionRoute(id);
    if (route) navigate(route);
  };

  return (
    <Box>
      <PageHeader
        title="Dashboard Overview"
        subtitle={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <span>{formatDateLong(updatedAt)}</span>
            <span>Last updated: {formatTime(updatedAt, { seconds: true })}</span>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'success.main', fontWeight: 600 }}>
              <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
              System Online
            </Box>
          </Box>
        }
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>
            Refresh
          </Button>
        }
      />

      {shownStatus === 'loading' ? (
        <LoadingView label="Loading dashboard..." />
      ) : (
        <>
          <KpiGrid label="Key figures" minCardWidth={200}>
            {/* One condition a card: KpiGrid gives each child its own cell, and a fragment would be one child. */}
            {mayReadJobs && (
              <KpiCard
                title="Total Jobs"
                value={counts.data ? formatCount(counts.data.total) : PLACEHOLDER}
                description="Completed deliveries"
                icon={<WorkOutlineOutlinedIcon />}
                to={routes.jobs.list}
              />
            )}
            {mayReadJobs && (
              <KpiCard
                title="Active Jobs"
                value={counts.data ? counts.data.live : PLACEHOLDER}
                description="In progress"
                icon={<LocalShippingOutlinedIcon />}
                tone="info"
                to={routes.jobs.list}
              />
            )}
            {mayReadJobs && mayReadInvoices && (
              <KpiCard
                title="Revenue"
                value={revenue.data ? formatCurrencyCompact(revenue.data[0].sum.total_amount) : PLACEHOLDER}
                description="This quarter"
                icon={<CurrencyPoundIcon />}
                tone="success"
                to={routes.invoices.list}
              />
            )}
            {mayReadVehicles && (
              <KpiCard
                title="Fleet Vehicles"
                value={fleet.data ? fleet.data[0].count : PLACEHOLDER}
                description="Total vehicles"
                icon={<DirectionsCarOutlinedIcon />}
                tone="warning"
                to={routes.vehicles.list}
              />
            )}
          </KpiGrid>

          {mayReadJobs && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' }, alignItems: 'start', mb: 3 }}>
              {DASHBOARD_JOB_CARDS.map((card) => (
                <DashboardJobCard
                  key={card.status}
                  card={card}
                  count={recent[card.status].data?.total}
                  jobs={recent[card.status].data?.data}
                />
              ))}
            </Box>
          )}

          {quickActions.length > 0 && (
            <Paper variant="outlined" component="section" aria-labelledby="quick-actions-title" sx={{ p: 2, mb: 3 }}>
              <Typography id="quick-actions-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
                Quick Actions
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
                {quickActions.map((action) => (
                  <Button key={action.id} variant="outlined" onClick={() => runQuickAction(action.id)} sx={{ py: 1.5 }}>
                    {action.label}
                  </Button>
                ))}
              </Box>
            </Paper>
          )}

          {counts.data && <JobTotals totals={counts.data} />}
        </>
      )}
    </Box>
  );
}
