import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  AppProviders,
  BrowserRouter,
  Link as RouterLink,
  LoadingView,
  NotFoundPage,
  Route,
  routes,
  Routes,
} from 'shared-contracts';

const Dashboard = lazy(() => import('./exposed/Dashboard'));
const JobsList = lazy(() => import('./exposed/JobsList'));
const JobCreate = lazy(() => import('./exposed/JobCreate'));
const JobDetail = lazy(() => import('./exposed/JobDetail'));
const JobEdit = lazy(() => import('./exposed/JobEdit'));

/** Standalone mode: the jobs area alone, in a minimal frame, for its team to run and test. */
function StandaloneJobs() {
  return (
    <>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label="Jobs area" sx={{ gap: 1 }}>
          <Typography component="p" sx={{ fontWeight: 700, flex: 1 }}>
            Zorvex Logistics — Jobs (standalone)
          </Typography>
          <Button component={RouterLink} to={routes.admin.dashboard}>
            Dashboard
          </Button>
          <Button component={RouterLink} to={routes.jobs.list}>
            Jobs
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <Suspense fallback={<LoadingView />}>
          <Routes>
            <Route path="/" element={<Dashboard />} />
            <Route path={routes.admin.root} element={<Dashboard />} />
            <Route path={routes.admin.dashboard} element={<Dashboard />} />
            <Route path={routes.jobs.list} element={<JobsList />} />
            <Route path={routes.jobs.new} element={<JobCreate />} />
            <Route path={`${routes.jobs.list}/:jobId`} element={<JobDetail />} />
            <Route path={`${routes.jobs.list}/:jobId/edit`} element={<JobEdit />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Box>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
      <StandaloneJobs />
    </BrowserRouter>
  </AppProviders>,
);
