import { lazy, Suspense } from 'react';
import { routes } from 'shared-contracts/contract';
import { LoadingView, NotFoundPage, Route, Routes } from 'shared-contracts/ui';

// Each screen is its own chunk: opening the fleet list never downloads a form.
const VehiclesListPage = lazy(() => import('../vehicles-list/VehiclesListPage'));
const VehicleRegisterPage = lazy(() => import('../vehicle-form/VehicleRegisterPage'));
const VehicleDetailPage = lazy(() => import('../vehicle-detail/VehicleDetailPage'));
const VehicleEditPage = lazy(() => import('../vehicle-form/VehicleEditPage'));
const SystemAlertsPage = lazy(() => import('../system-alerts/SystemAlertsPage'));
const WarehousesPage = lazy(() => import('../warehouses/WarehousesPage'));
const WarehouseCreatePage = lazy(() => import('../warehouse-form/WarehouseCreatePage'));

/**
 * The fleet area's own routes, below the paths the contract gives it (/admin/vehicles/*,
 * /admin/alerts/*, /admin/warehouses/*): a screen is added or renamed here without a host release.
 * Any other path below them is the portal's 404.
 */
export default function FleetRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path={routes.vehicles.list} element={<VehiclesListPage />} />
        <Route path={routes.vehicles.new} element={<VehicleRegisterPage />} />
        <Route path={`${routes.vehicles.list}/:id`} element={<VehicleDetailPage />} />
        <Route path={`${routes.vehicles.list}/:id/edit`} element={<VehicleEditPage />} />
        <Route path={routes.admin.alerts} element={<SystemAlertsPage />} />
        <Route path={routes.admin.warehouses} element={<WarehousesPage />} />
        <Route path={routes.admin.warehousesNew} element={<WarehouseCreatePage />} />
        <Route path="*" element={<NotFoundPage inLayout />} />
      </Routes>
    </Suspense>
  );
}
