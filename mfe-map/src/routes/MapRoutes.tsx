import { lazy, Suspense } from 'react';
import { routes } from 'shared-contracts/contract';
import { LoadingView, NotFoundPage, Route, Routes } from 'shared-contracts/ui';

// Each screen is its own chunk; OpenLayers arrives in another, after the panel has drawn.
const FleetDashboardPage = lazy(() => import('../fleet-dashboard/FleetDashboardPage'));
const UkFleetPage = lazy(() => import('../uk-fleet/UkFleetPage'));
const RouteReplayPage = lazy(() => import('../route-replay/RouteReplayPage'));

/**
 * The live map area's own routes, below the paths the contract gives it (/admin/tracking/*, /admin/uk-fleet/*):
 * the fleet map dashboard, a vehicle's route of a day replayed (routes.admin.vehicleRoute) and the UK fleet variant;
 * any other path below them is the portal's 404.
 */
export default function MapRoutes() {
  return (
    <Suspense fallback={<LoadingView />}>
      <Routes>
        <Route path={routes.admin.tracking} element={<FleetDashboardPage />} />
        <Route path={`${routes.admin.tracking}/vehicles/:vehicleId/route`} element={<RouteReplayPage />} />
        <Route path={routes.admin.ukFleet} element={<UkFleetPage />} />
        <Route path="*" element={<NotFoundPage inLayout />} />
      </Routes>
    </Suspense>
  );
}
