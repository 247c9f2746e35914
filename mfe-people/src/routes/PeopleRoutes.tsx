import { lazy, Suspense } from 'react';
import { routes } from 'shared-contracts/contract';
import { LoadingView, NotFoundPage, Route, Routes } from 'shared-contracts/ui';

// Each screen is its own chunk: opening a list never downloads a form.
const DriversListPage = lazy(() => import('../drivers-list/DriversListPage'));
const DriverCreatePage = lazy(() => import('../driver-form/DriverCreatePage'));
const DriverProfilePage = lazy(() => import('../driver-profile/DriverProfilePage'));
const DriverEditPage = lazy(() => import('../driver-form/DriverEditPage'));
const ClientsListPage = lazy(() => import('../clients-list/ClientsListPage'));
const ClientCreatePage = lazy(() => import('../client-form/ClientCreatePage'));
const ClientDetailPage = lazy(() => import('../client-detail/ClientDetailPage'));
const ClientEditPage = lazy(() => import('../client-form/ClientEditPage'));

/**
 * The people area's own routes, below the paths the contract gives it (/admin/drivers/*,
 * /admin/clients/*): a screen is added or renamed here without a host release. Any other path
 * below them is the portal's 404.
 */
export default function PeopleRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path={routes.drivers.list} element={<DriversListPage />} />
        <Route path={routes.drivers.new} element={<DriverCreatePage />} />
        <Route path={`${routes.drivers.list}/:id`} element={<DriverProfilePage />} />
        <Route path={`${routes.drivers.list}/:id/edit`} element={<DriverEditPage />} />
        <Route path={routes.clients.list} element={<ClientsListPage />} />
        <Route path={routes.clients.new} element={<ClientCreatePage />} />
        <Route path={`${routes.clients.list}/:id`} element={<ClientDetailPage />} />
        <Route path={`${routes.clients.list}/:id/edit`} element={<ClientEditPage />} />
        <Route path="*" element={<NotFoundPage inLayout />} />
      </Routes>
    </Suspense>
  );
}
