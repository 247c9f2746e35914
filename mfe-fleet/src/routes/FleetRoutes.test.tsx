import { screen } from '@testing-library/react';
import { renderScreen } from 'shared-contracts/testing';

import FleetRoutes from './FleetRoutes';

const renderAt = (url: string) => renderScreen(<FleetRoutes />, { path: '*', url });

// The screens' modules load before the tests (their first import compiles the data grid and more), so
// each test below waits for its screen to render, not for modules to load.
beforeAll(async () => {
  await Promise.all([
    import('../vehicles-list/VehiclesListPage'),
    import('../vehicle-form/VehicleRegisterPage'),
    import('../vehicle-detail/VehicleDetailPage'),
    import('../vehicle-form/VehicleEditPage'),
    import('../system-alerts/SystemAlertsPage'),
    import('../warehouses/WarehousesPage'),
    import('../warehouse-form/WarehouseCreatePage'),
  ]);
}, 60_000);

describe('the fleet area’s routes', () => {
  it.each([
    ['/admin/vehicles', 'Fleet Management'],
    ['/admin/vehicles/new', 'Register New Vehicle'],
    ['/admin/vehicles/VEH-001', 'ZVX-101'],
    ['/admin/vehicles/VEH-001/edit', 'Edit Vehicle'],
    ['/admin/alerts', 'System Alerts'],
    ['/admin/warehouses', 'Warehouse Management'],
    ['/admin/warehouses/new', 'Add Warehouse'],
  ])('%s shows "%s"', async (url, heading) => {
    renderAt(url);
    // The first screen drawn in this file also pays jsdom's first render of MUI and the data grid: on a
    // loaded 2-core CI machine that took over testing-library's 1 s default (one red full run).
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it.each(['/admin/vehicles/VEH-001/history', '/admin/alerts/ALT-001', '/admin/warehouses/WH-001/edit'])(
    '%s is the portal’s 404',
    async (url) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      renderAt(url);
      expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
      expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', url);
      error.mockRestore();
    },
  );
});
