import { useCallback, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import WorkOutlineOutlinedIcon from '@mui/icons-material/WorkOutlineOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import CurrencyPoundIcon from '@mui/icons-material/CurrencyPound';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { formatCurrencyCompact, formatDateLong, formatTime, routes } from 'shared-contracts/contract';
import { useDataStore, useList } from 'shared-contracts/data';
import { KpiCard, KpiGrid, LoadingView, PageHeader, useNavigate } from 'shared-contracts/ui';
import { dashboardStats } from './dashboardStats';
import { DashboardJobCard } from './DashboardJobCard';
import { DASHBOARD_JOB_CARDS, jobTotals, recentJobsWithStatus } from './dashboardJobs';
import { QUICK_ACTIONS, quickActionRoute } from './quickActions';

const PLACEHOLDER = '—';

/** /admin and /admin/dashboard: "Dashboard Overview". */
export default function DashboardPage() {
  const navigate = useNavigate();
  const jobs = useList('jobs');
  const drivers = useList('drivers');
  const vehicles = useList('vehicles');
  const clients = useList('clients');
  const sources = [jobs, drivers, vehicles, clients];
  const store = useDataStore();
  const [updatedAt, setUpdatedAt] = useState(() => store.now());

  const failed = sources.find((source) => source.status === 'error');
  useEffect(() => {
    // The specification: dashboard errors go to the console only, never to the user.
    if (failed) console.error('Dashboard data could not be loaded', failed.error);
  }, [failed]);

  const loading = sources.some((source) => source.status === 'loading');
  const ready = jobs.data && drivers.data && vehicles.data && clients.data;
  const stats = useMemo(
    () =>
      jobs.data && drivers.data && vehicles.data && clients.data
        ? dashboardStats({ jobs: jobs.data, drivers: drivers.data, vehicles: vehicles.data, clients: clients.data }, updatedAt)
        : undefined,
    [jobs.data, drivers.data, vehicles.data, clients.data, updatedAt],
  );
  const cards = useMemo(
    () => DASHBOARD_JOB_CARDS.map((card) => ({ card, ...recentJobsWithStatus(jobs.data ?? [], card.status) })),
    [jobs.data],
  );
  const totals = useMemo(() => jobTotals(jobs.data ?? []), [jobs.data]);

  const { reload: reloadJobs } = jobs;
  const { reload: reloadDrivers } = drivers;
  const { reload: reloadVehicles } = vehicles;
  const { reload: reloadClients } = clients;
  const refresh = useCallback(() => {
    reloadJobs();
    reloadDrivers();
    reloadVehicles();
    reloadClients();
    setUpdatedAt(store.now());
  }, [reloadJobs, reloadDrivers, reloadVehicles, reloadClients, store]);

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

      {loading && !ready ? (
        <LoadingView label="Loading dashboard..." />
      ) : (
        <>
          <KpiGrid label="Key figures" minCardWidth={200}>
            <KpiCard
              title="Total Jobs"
              value={stats ? stats.totalJobs.toLocaleString('en-GB') : PLACEHOLDER}
              description="Completed deliveries"
              icon={<WorkOutlineOutlinedIcon />}
              to={routes.jobs.list}
            />
            <KpiCard
              title="Active Jobs"
              value={stats ? stats.activeJobs : PLACEHOLDER}
              description="In progress"
              icon={<LocalShippingOutlinedIcon />}
              tone="info"
              to={routes.jobs.list}
            />
            <KpiCard
              title="Revenue"
              value={stats ? formatCurrencyCompact(stats.totalRevenue) : PLACEHOLDER}
              description="This quarter"
              icon={<CurrencyPoundIcon />}
              tone="success"
              to={routes.invoices.list}
            />
            <KpiCard
              title="Fleet Vehicles"
              value={vehicles.data ? vehicles.data.length : PLACEHOLDER}
              description="Total vehicles"
              icon={<DirectionsCarOutlinedIcon />}
              tone="warning"
              to={routes.vehicles.list}
            />
          </KpiGrid>

          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' }, alignItems: 'start', mb: 3 }}>
            {cards.map(({ card, count, jobs: recent }) => (
              <DashboardJobCard key={card.status} card={card} count={count} jobs={recent} />
            ))}
          </Box>

          <Paper variant="outlined" component="section" aria-labelledby="quick-actions-title" sx={{ p: 2, mb: 3 }}>
            <Typography id="quick-actions-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
              Quick Actions
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
              {QUICK_ACTIONS.map((action) => (
                <Button key={action.id} variant="outlined" onClick={() => runQuickAction(action.id)} sx={{ py: 1.5 }}>
                  {action.label}
                </Button>
              ))}
            </Box>
          </Paper>

          <Box
            component="section"
            aria-label="Job totals"
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, color: 'text.secondary', borderTop: 1, borderColor: 'divider', pt: 2 }}
          >
            <Typography variant="body2">
              Total jobs: <strong>{totals.total}</strong>
            </Typography>
            <Typography variant="body2">
              {totals.live} live + {totals.scheduled} scheduled + {totals.completed} completed = {totals.live + totals.scheduled + totals.completed}
            </Typography>
            <Typography
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: totals.balanced ? 'success.main' : 'error.main', fontWeight: 600 }}
            >
              {totals.balanced ? <CheckCircleOutlineIcon fontSize="small" aria-hidden /> : <ErrorOutlineIcon fontSize="small" aria-hidden />}
              {totals.balanced ? 'Sum check passed' : `Sum check failed: ${describeOtherStatuses(totals.otherStatuses)}`}
            </Typography>
          </Box>
        </>
      )}
    </Box>
  );
}

/** "2 jobs with status active, 1 job with status on_hold" */
function describeOtherStatuses(otherStatuses: Record<string, number>): string {
  return Object.entries(otherStatuses)
    .map(([status, count]) => `${count} ${count === 1 ? 'job' : 'jobs'} with status ${status}`)
    .join(', ');
}
