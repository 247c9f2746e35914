import { lazy, Suspense } from 'react';
import { routes } from 'shared-contracts/contract';
import { LoadingView, NotFoundPage, Route, Routes } from 'shared-contracts/ui';

// Each screen is its own chunk: opening the list never downloads the form.
const DashboardPage = lazy(() => import('../dashboard/DashboardPage'));
const JobsListPage = lazy(() => import('../jobs-list/JobsListPage'));
const JobCreatePage = lazy(() => import('../job-form/JobCreatePage'));
const JobDetailPage = lazy(() => import('../job-detail/JobDetailPage'));
const JobEditPage = lazy(() => import('../job-form/JobEditPage'));

/**
 * The jobs area's own routes, below the paths the contract gives it (/admin, /admin/dashboard,
 * /admin/jobs/*): a screen is added or renamed here without a host release. Any other path below
 * them is the portal's 404.
 */
export default function JobsRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path={routes.admin.root} element={<DashboardPage />} />
        <Route path={routes.admin.dashboard} element={<DashboardPage />} />
        <Route path={routes.jobs.list} element={<JobsListPage />} />
        <Route path={routes.jobs.new} element={<JobCreatePage />} />
        <Route path={`${routes.jobs.list}/:id`} element={<JobDetailPage />} />
        <Route path={`${routes.jobs.list}/:id/edit`} element={<JobEditPage />} />
        <Route path="*" element={<NotFoundPage inLayout />} />
      </Routes>
    </Suspense>
  );
}
