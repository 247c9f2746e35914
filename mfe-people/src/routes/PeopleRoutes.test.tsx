import { screen } from '@testing-library/react';
import { renderScreen } from 'shared-contracts/testing';

import PeopleRoutes from './PeopleRoutes';

const open = (url: string) => renderScreen(<PeopleRoutes />, { path: '*', url });

// The screens' modules load before the tests (their first import compiles the data grid and more), so
// each test below waits for its screen to render, not for modules to load.
beforeAll(async () => {
  await Promise.all([
    import('../drivers-list/DriversListPage'),
    import('../driver-form/DriverCreatePage'),
    import('../driver-profile/DriverProfilePage'),
    import('../driver-form/DriverEditPage'),
    import('../clients-list/ClientsListPage'),
    import('../client-form/ClientCreatePage'),
    import('../client-detail/ClientDetailPage'),
    import('../client-form/ClientEditPage'),
  ]);
}, 60_000);

describe('PeopleRoutes', () => {
  it.each([
    ['/admin/drivers', 'Driver Management'],
    ['/admin/drivers/new', 'Add New Driver'],
    ['/admin/drivers/DRV-001', 'Driver Profile'],
    ['/admin/drivers/DRV-001/edit', 'Edit Driver'],
    ['/admin/clients', 'Client Management'],
    ['/admin/clients/new', 'Add New Client'],
    ['/admin/clients/CLI-002', 'Northbank Studios'],
    ['/admin/clients/CLI-002/edit', 'Edit Client'],
  ])('%s shows "%s"', async (url, heading) => {
    open(url);
    // A screen's first render in jsdom (the data grid, the form) can take seconds on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it.each(['/admin/drivers/DRV-001/history', '/admin/clients/CLI-002/edit/more', '/admin/drivers/new/extra'])(
    'any other path below its prefixes, such as %s, is the portal 404',
    async (url) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      open(url);
      expect(await screen.findByRole('heading', { level: 1, name: '404' }, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', url);
      error.mockRestore();
    },
  );
});
