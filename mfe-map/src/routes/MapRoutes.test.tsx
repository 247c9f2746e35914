import { screen } from '@testing-library/react';
import { renderScreen } from 'shared-contracts/testing';

import { fakeFleetMap } from '../live-fleet/testing/fakeFleetMap';
import { createFleetMap } from '../map/fleetMap';
import { createReplayMap } from '../map/replayMap';
import { disposeFleetController } from '../simulation/fleetController';
import MapRoutes from './MapRoutes';

jest.mock('../map/fleetMap', () => ({ createFleetMap: jest.fn() }));
jest.mock('../map/replayMap', () => ({ createReplayMap: jest.fn() }));
beforeEach(() => {
  jest.mocked(createFleetMap).mockImplementation(() => fakeFleetMap().handle);
  jest.mocked(createReplayMap).mockImplementation(() => ({ ...fakeFleetMap().handle, showRoute: () => {}, moveVehicle: () => {} }));
});
afterEach(() => disposeFleetController());

const open = (url: string) => renderScreen(<MapRoutes />, { path: '*', url });

// The screens' modules load before the tests (their first import compiles the data grid and more), so
// each test below waits for its screen to render, not for modules to load.
beforeAll(async () => {
  await Promise.all([
    import('../fleet-dashboard/FleetDashboardPage'),
    import('../uk-fleet/UkFleetPage'),
    import('../route-replay/RouteReplayPage'),
  ]);
}, 60_000);

describe('MapRoutes', () => {
  it('shows the fleet map dashboard at /admin/tracking', async () => {
    open('/admin/tracking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fleet Map Dashboard' })).toBeInTheDocument();
  });

  it('shows the UK fleet variant at /admin/uk-fleet', async () => {
    open('/admin/uk-fleet');
    expect(await screen.findByRole('heading', { level: 1, name: 'UK Fleet Live Tracking' })).toBeInTheDocument();
  });

  it("shows a vehicle's route of a day below /admin/tracking", async () => {
    open('/admin/tracking/vehicles/VEH-001/route?date=2025-08-21');
    expect(await screen.findByRole('heading', { level: 1, name: /^Route of / })).toBeInTheDocument();
  });

  it.each(['/admin/tracking/anything', '/admin/tracking/vehicles/VEH-001', '/admin/uk-fleet/x/y'])(
    'shows the portal 404 at %s',
    async (url) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      open(url);
      expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', url);
    },
  );
});
