import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, VehiclePosition } from 'shared-contracts/contract';
import { freshProvider, providerAs, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import { type FakeFleetMap, fakeFleetMap } from '../live-fleet/testing/fakeFleetMap';
import { createFleetMap } from '../map/fleetMap';
import { disposeFleetController } from '../simulation/fleetController';
import { disposeTrackedFleetController } from '../simulation/trackedFleetController';
import FleetDashboardPage from './FleetDashboardPage';

jest.mock('../map/fleetMap', () => ({ createFleetMap: jest.fn() }));
jest.setTimeout(30_000);

let map: FakeFleetMap;
beforeEach(() => {
  jest.useFakeTimers();
  map = fakeFleetMap();
  jest.mocked(createFleetMap).mockImplementation(() => map.handle);
});
afterEach(() => {
  disposeFleetController();
  disposeTrackedFleetController();
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const open = (url = '/admin/tracking', provider: DataProvider = freshProvider()) =>
  renderScreen(<FleetDashboardPage />, { path: '/admin/tracking', url, provider });
const fleetGrid = () => screen.getByRole('grid', { name: /^Fleet \(/ });
const controls = () => screen.getByRole('region', { name: 'Controls' });
const tile = (title: string) =>
  Number(
    within(screen.getByRole('region', { name: 'Fleet figures' }))
      .getByText(title)
      .nextSibling?.textContent?.replace(/,/g, ''),
  );
/** The fleet's vehicles, in the provider's own order: the map shows them in that order. */
const fleet = () => sampleData().vehicles;
const rowOf = (registration: string) =>
  within(fleetGrid())
    .getByRole('button', { name: new RegExp(`^${registration} `) })
    .closest('[role="row"]') as HTMLElement;
const seconds = (n: number) => act(() => jest.advanceTimersByTime(n * 1000));

async function selectVehicleWith(status: 'Moving' | 'Idle' | 'Offline') {
  const registration = fleet()
    .map((vehicle) => vehicle.registration)
    .find((reg) => within(rowOf(reg)).queryByText(status, { exact: true }));
  await user().click(within(fleetGrid()).getByRole('button', { name: new RegExp(`^${registration} `) }));
  return registration!;
}

describe('FleetDashboardPage', () => {
  it('shows the title, the count line, four KPI tiles, the hint and the two lists', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Fleet Map Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText(/^29 vehicles · \d+ active jobs · Live tracking$/)).toBeInTheDocument();
    expect(SAMPLE_SIZES.vehicles).toBe(29);
    // Two of the 29 are off the road (in the workshop, out of service): offline, counted in no tile.
    expect(tile('Vehicles Moving') + tile('Idle')).toBe(27);
    expect(tile('Active Jobs')).toBe(tile('Vehicles Moving'));
    expect(tile('Completed Today')).toBe(0);
    expect(within(controls()).getByText('Select a vehicle (click a marker or list) to control')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fleet (29)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: `Active Jobs (${tile('Active Jobs')})` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OpenStreetMap contributors' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(await screen.findByRole('application', { name: 'Fleet map' })).toBeInTheDocument();
    expect(map.syncs).toBeGreaterThan(0);
  });

  it('lists the fleet vehicles by registration and driver, the off-road ones offline', async () => {
    open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    const first = fleet()[0];
    expect(within(rowOf(first.registration)).getByText(new RegExp(`^${first.driver_name ?? 'Driver 1'} ·`))).toBeInTheDocument();
    for (const vehicle of fleet().filter((v) => v.status === 'maintenance' || v.status === 'out_of_service')) {
      expect(within(rowOf(vehicle.registration)).getByText('Offline')).toBeInTheDocument();
    }
  });

  it('selecting from the Fleet list shows the controls, rings the vehicle, zooms to 15 and keeps it in the URL', async () => {
    const { location } = open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    const vehicle = fleet()[2];
    await user().click(within(fleetGrid()).getByRole('button', { name: new RegExp(`^${vehicle.registration} `) }));
    expect(location()).toBe(`/admin/tracking?vehicle=${vehicle.id}`);
    expect(within(controls()).getByText(vehicle.registration)).toBeInTheDocument();
    expect(within(controls()).getByRole('button', { name: 'Teleport to City' })).toBeInTheDocument();
    expect(map.selected).toBe(2);
    expect(map.flights).toEqual([[2, 15]]);
    expect(within(fleetGrid()).getByRole('button', { name: new RegExp(`^${vehicle.registration} `) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('selects the vehicle under a click on the map', async () => {
    const { location } = open();
    await screen.findByRole('application', { name: 'Fleet map' });
    await act(async () => map.click(4, [-0.1, 51.5]));
    expect(location()).toBe(`/admin/tracking?vehicle=${fleet()[4].id}`);
    await act(async () => map.click(-1, [-0.1, 51.5]));
    expect(location()).toBe(`/admin/tracking?vehicle=${fleet()[4].id}`);
  });

  it('Pause makes a moving vehicle idle and keeps it there; Resume moves it again', async () => {
    open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    const moving = tile('Vehicles Moving');
    const registration = await selectVehicleWith('Moving');
    await user().click(within(controls()).getByRole('button', { name: 'Pause' }));
    expect(within(controls()).getByText('Idle')).toBeInTheDocument();
    expect(within(controls()).getByRole('status')).toHaveTextContent(`${registration} paused`);
    expect(tile('Vehicles Moving')).toBe(moving - 1);
    seconds(5);
    expect(within(rowOf(registration)).getByText('Idle')).toBeInTheDocument();
    await user().click(within(controls()).getByRole('button', { name: 'Resume' }));
    expect(within(controls()).getByText('Moving')).toBeInTheDocument();
    expect(within(controls()).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('New Job gives an idle vehicle a job and moves it', async () => {
    open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    const active = tile('Active Jobs');
    const registration = await selectVehicleWith('Idle');
    expect(within(controls()).getByText(/No job$/)).toBeInTheDocument();
    await user().click(within(controls()).getByRole('button', { name: 'New Job' }));
    expect(within(controls()).getByRole('status')).toHaveTextContent(new RegExp(`^JOB-1\\d{3} created for ${registration}$`));
    expect(within(controls()).getByText('Moving')).toBeInTheDocument();
    expect(tile('Active Jobs')).toBe(active + 1);
  });

  it('offline vehicles cannot be paused, given jobs or click-map jobs', async () => {
    open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    await selectVehicleWith('Offline');
    for (const name of ['Pause', 'New Job', 'Click Map']) expect(within(controls()).getByRole('button', { name })).toBeDisabled();
  });

  it('Teleport to City moves the vehicle to the chosen city and centres it again', async () => {
    open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    await selectVehicleWith('Idle');
    await user().click(within(controls()).getByRole('button', { name: 'Teleport to City' }));
    await user().click(screen.getByRole('menuitem', { name: 'Glasgow' }));
    expect(within(controls()).getByText(/· Glasgow ·/)).toBeInTheDocument();
    expect(map.flights).toHaveLength(2);
  });

  it('the speed slider runs from 0 to 60 km/h; at 0 a moving vehicle shows idle', async () => {
    open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    await selectVehicleWith('Moving');
    const slider = within(controls()).getByRole('slider', { name: /^Speed \(km\/h\)/ });
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '60');
    act(() => slider.focus());
    await user().keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '60');
    expect(within(controls()).getByText(/· 60 km\/h ·/)).toBeInTheDocument();
    await user().keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(within(controls()).getByText('Idle')).toBeInTheDocument();
  });

  it('Click Map: the first map click sets the pickup (DROPOFF next), the second creates the job and ends the mode', async () => {
    open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    const active = tile('Active Jobs');
    await selectVehicleWith('Idle');
    await user().click(within(controls()).getByRole('button', { name: 'Click Map' }));
    expect(within(controls()).getByText('PICKUP')).toBeInTheDocument();
    // A click on another vehicle's marker: a point for the job, not a new selection.
    const other = map.selected === 3 ? 4 : 3;
    await act(async () => map.click(other, [-0.12, 51.5]));
    expect(within(controls()).getByText('DROPOFF')).toBeInTheDocument();
    expect(map.selected).not.toBe(other);
    await act(async () => map.click(-1, [-0.08, 51.52]));
    expect(within(controls()).queryByText('DROPOFF')).not.toBeInTheDocument();
    expect(within(controls()).getByRole('status')).toHaveTextContent(/^JOB-1\d{3} created from the clicked pickup to the drop-off$/);
    expect(within(controls()).getByText('Moving')).toBeInTheDocument();
    expect(tile('Active Jobs')).toBe(active + 1);
  });

  it('Click Map without a mouse: a city or typed coordinates, with an error under a wrong field', async () => {
    open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    await selectVehicleWith('Idle');
    const u = user();
    await u.click(within(controls()).getByRole('button', { name: 'Click Map' }));
    await u.click(within(controls()).getByRole('combobox', { name: 'City' }));
    await u.click(screen.getByRole('option', { name: 'Leeds' }));
    expect(within(controls()).getByRole('textbox', { name: 'Latitude' })).toHaveValue('53.81');
    expect(within(controls()).getByRole('textbox', { name: 'Longitude' })).toHaveValue('-1.565');
    await u.click(within(controls()).getByRole('button', { name: 'Set pickup' }));
    expect(within(controls()).getByText('DROPOFF')).toBeInTheDocument();
    await u.type(within(controls()).getByRole('textbox', { name: 'Latitude' }), '53.9');
    await u.type(within(controls()).getByRole('textbox', { name: 'Longitude' }), '2.5');
    await u.click(within(controls()).getByRole('button', { name: 'Set drop-off and create the job' }));
    expect(within(controls()).getByRole('textbox', { name: 'Longitude' })).toHaveAccessibleDescription(
      'Longitude must be from -8.65 to 1.77 (inside the UK)',
    );
    expect(within(controls()).getByRole('textbox', { name: 'Latitude' })).toHaveValue('53.9');
    await u.clear(within(controls()).getByRole('textbox', { name: 'Longitude' }));
    await u.type(within(controls()).getByRole('textbox', { name: 'Longitude' }), '-1.5');
    await u.click(within(controls()).getByRole('button', { name: 'Set drop-off and create the job' }));
    expect(within(controls()).getByRole('status')).toHaveTextContent(/created from the clicked pickup to the drop-off$/);
    expect(within(controls()).getByText(/· Job JOB-1\d{3}$/)).toBeInTheDocument();
  });

  it('View Job opens the Job Details dialog with every section, and its invoice buttons say what they do', async () => {
    open();
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    const jobs = screen.getByRole('grid', { name: /^Active Jobs/ });
    const view = within(jobs).getAllByRole('button', { name: /^View Job JOB-/ })[0];
    const jobId = view.getAttribute('aria-label')!.replace('View Job ', '');
    await user().click(view);
    const dialog = screen.getByRole('dialog', { name: `Job Details: ${jobId}` });
    for (const section of [
      'Job Information',
      'Locations',
      'Description',
      'Vehicle Details',
      'Assigned Porters',
      'Timing',
      'Invoice Information',
    ]) {
      expect(within(dialog).getByRole('heading', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).getByText('£2,450,000')).toBeInTheDocument();
    expect(within(dialog).getByText('£4.50 per mile + £85 per hour')).toBeInTheDocument();
    expect(within(dialog).getByText('£324.50')).toBeInTheDocument();
    // Jobs are dealt to the clients in turn: JOB-1001 to CLI-001, JOB-1002 to CLI-002…
    expect(await within(dialog).findByText(sampleData().clients[Number(jobId.slice(4)) - 1001].company_name)).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Generate Invoice' }));
    expect(await screen.findByText('Invoice Generated')).toBeInTheDocument();
    expect(screen.getByText('Invoice created and sent to the client')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'View Invoice' }));
    expect(await screen.findByText('Opening Invoice')).toBeInTheDocument();
    expect(screen.getByText('Invoice opened in new tab')).toBeInTheDocument();
  });

  it('says "Map loading failed" when the map cannot start, and Retry starts it', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(createFleetMap).mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Map loading failed');
    expect(error).toHaveBeenCalledWith('Map loading failed:', expect.any(Error));
    expect(screen.getByRole('heading', { name: 'Fleet (29)' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(screen.queryByText('Map loading failed')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the fleet cannot be loaded, and Retry reads it again', async () => {
    const provider = freshProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    open('/admin/tracking', provider);
    expect(await screen.findByText('The fleet could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fleet Map Dashboard' })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fleet (29)' })).toBeInTheDocument();
  });

  it('runs ?vehicles=N vehicles, the fleet first, and keeps a selection from the URL', async () => {
    const vehicle = fleet()[1];
    open(`/admin/tracking?vehicles=120&vehicle=${vehicle.id}`);
    expect(await screen.findByText(/^120 vehicles · /)).toBeInTheDocument();
    expect(within(controls()).getByText(vehicle.registration)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fleet (120)' })).toBeInTheDocument();
  });

  it('gives a viewer, who may not run the simulation, the map and its lists but no controls', async () => {
    open('/admin/tracking', providerAs('viewer'));
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    expect(screen.queryByRole('region', { name: 'Controls' })).not.toBeInTheDocument();
  });

  it('gives a dispatcher the controls', async () => {
    open('/admin/tracking', providerAs('dispatcher'));
    await screen.findByRole('heading', { name: 'Fleet (29)' });
    expect(await screen.findByRole('region', { name: 'Controls' })).toBeInTheDocument();
  });

  it("offers the selected vehicle's route of the day, to a viewer too", async () => {
    const vehicle = fleet()[3];
    open(`/admin/tracking?vehicle=${vehicle.id}`, providerAs('viewer'));
    const history = await screen.findByRole('region', { name: 'Route history' });
    expect(within(history).getByText(`Where ${vehicle.registration} has been today, stop by stop`)).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Route' })).toHaveAttribute('href', `/admin/tracking/vehicles/${vehicle.id}/route`);
  });

  it('offers no route for a vehicle only the simulation has', async () => {
    open('/admin/tracking?vehicles=40&vehicle=SIM-135');
    expect(await screen.findByText(/^40 vehicles · /)).toBeInTheDocument();
    expect(within(controls()).getByText('ZVX-135')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Route history' })).not.toBeInTheDocument();
  });

  describe('on the API: the fleet as its trackers report it', () => {
    /** A report from a fleet vehicle, just now, in central London. */
    const report = (vehicleId: string, speedKmh: number, lon = -0.12): VehiclePosition => ({
      vehicleId,
      at: new Date().toISOString(),
      lat: 51.5,
      lon,
      speedKmh,
      bearing: null,
      altitude: null,
      accuracy: null,
      battery: null,
    });
    /** The sample data with positions, as the HTTP provider has them: each read answers the next of `answers`. */
    function trackedProvider(answers: (() => VehiclePosition[])[]): DataProvider {
      let reads = 0;
      return { ...freshProvider(), getLatestPositions: async () => answers[Math.min(reads++, answers.length - 1)]() };
    }

    it('draws the vehicles that reported, without the simulation’s controls, and moves them as positions arrive', async () => {
      const [first, second] = fleet();
      open('/admin/tracking', trackedProvider([() => [report(first.id, 48), report(second.id, 0)], () => [report(first.id, 12, -0.11)]]));
      expect(await screen.findByText(/^2 vehicles · 0 active jobs · Live tracking$/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Fleet (2)' })).toBeInTheDocument();
      expect(within(rowOf(first.registration)).getByText('Moving')).toBeInTheDocument();
      expect(within(rowOf(first.registration)).getByText('48 km/h')).toBeInTheDocument();
      expect(within(rowOf(second.registration)).getByText('Idle')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Controls' })).not.toBeInTheDocument();
      const drawn = map.syncs;
      // Positions are read again every 5 s (until the provider's event stream feeds the map), drawn at the next second.
      await act(async () => jest.advanceTimersByTime(5000));
      seconds(1);
      expect(within(rowOf(first.registration)).getByText('12 km/h')).toBeInTheDocument();
      expect(map.syncs).toBe(drawn + 1);
    });

    it('says so when the positions cannot be read', async () => {
      open('/admin/tracking', { ...freshProvider(), getLatestPositions: () => Promise.reject(new Error('offline')) });
      expect(await screen.findByText('The fleet could not be loaded')).toBeInTheDocument();
    });
  });
});
