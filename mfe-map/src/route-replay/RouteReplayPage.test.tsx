import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, RoutePoint } from 'shared-contracts/contract';
import { createSampleProvider, generateDataSet } from 'shared-contracts/data';
import { freshProvider, renderScreen } from 'shared-contracts/testing';

import type { ReplayMapHandle, ReplayRoute } from '../map/replayMap';
import { createReplayMap } from '../map/replayMap';
import type { LngLat } from '../simulation/geo';
import RouteReplayPage from './RouteReplayPage';

// jsdom cannot draw a map, and no test fetches tiles: the map is a stand-in that records what the page draws on it.
jest.mock('../map/replayMap', () => ({ createReplayMap: jest.fn() }));
let drawn: { route: ReplayRoute | null; vehicle: LngLat | null };
beforeEach(() => {
  drawn = { route: null, vehicle: null };
  const handle: ReplayMapHandle = {
    map: {} as ReplayMapHandle['map'],
    setThemeMode: () => {},
    zoomBy: () => {},
    destroy: () => {},
    showRoute: (route) => {
      drawn.route = route;
    },
    moveVehicle: (at) => {
      drawn.vehicle = at;
    },
  };
  jest.mocked(createReplayMap).mockReturnValue(handle);
});

const evening = new Date(2025, 7, 21, 18, 0);
/** A position at 09:mm on 21 August 2025, `step` × 0.01° of latitude (1.112 km) north of the first. */
const at = (minute: number, step: number, speedKmh: number): RoutePoint => ({
  at: new Date(2025, 7, 21, 9, minute).toISOString(),
  lat: 51.5 + step * 0.01,
  lon: -0.12,
  speedKmh,
  bearing: 0,
  altitude: null,
  accuracy: null,
  battery: null,
});
/** Off at 09:00, 2.2 km, a 6-minute stop from 09:03, on to 6.7 km at 09:12. */
const ROUTE = [
  at(0, 0, 0),
  at(1, 1, 66.7),
  at(2, 2, 66.7),
  ...[3, 4, 5, 6, 7, 8].map((minute) => at(minute, 2, 0)),
  at(9, 3, 66.7),
  at(10, 4, 66.7),
  at(11, 5, 66.7),
  at(12, 6, 40),
];
const GPX = '<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1"></gpx>\n';

function providerWith(route: RoutePoint[] = ROUTE) {
  const provider: DataProvider = {
    ...freshProvider(),
    getVehicleRoute: jest.fn(async () => route),
    getVehicleRouteGpx: jest.fn(async () => GPX),
  };
  return provider;
}

const open = (url: string, provider: DataProvider = providerWith(), now = () => evening) =>
  renderScreen(<RouteReplayPage />, { path: '/admin/tracking/vehicles/:vehicleId/route', url, provider, now });
const slider = () => screen.getByRole('slider', { name: 'Time' });
const figure = (term: string) => within(screen.getByRole('region', { name: 'Route figures' })).getByText(term).nextSibling?.textContent;

describe('RouteReplayPage', () => {
  it("draws the vehicle's day: its route and stops on the map, the figures, the stops and the replay at its start", async () => {
    open('/admin/tracking/vehicles/VEH-001/route?date=2025-08-21');
    expect(await screen.findByRole('heading', { level: 1, name: /^Route of / })).toBeInTheDocument();
    expect(screen.getByText(/· Thursday, 21 August 2025$/)).toBeInTheDocument();
    expect(await screen.findByRole('slider', { name: 'Time' })).toHaveAttribute('aria-valuetext', '09:00');
    expect([figure('Distance'), figure('Duration'), figure('Driving'), figure('Stops'), figure('Top speed')]).toEqual([
      '6.7 km',
      '12 min',
      '6 min',
      '1',
      '67 km/h',
    ]);
    expect(screen.getByRole('heading', { name: 'Stops (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '09:03–09:09 · 6 min' })).toBeInTheDocument();
    expect(screen.getByRole('application', { name: /^Route map: .+ on 21 Aug 2025$/ })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Zoom in' });
    expect(drawn.route?.line).toHaveLength(13);
    expect(drawn.route?.stops).toEqual([[-0.12, 51.52]]);
    expect(drawn.vehicle).toEqual([-0.12, 51.5]);
  });

  it('moves through the day from the keyboard: a minute an arrow, ten minutes a page, Home and End', async () => {
    const user = userEvent.setup();
    open('/admin/tracking/vehicles/VEH-001/route?date=2025-08-21');
    await screen.findByRole('button', { name: 'Zoom in' });
    act(() => slider().focus());
    await user.keyboard('{ArrowRight}');
    expect(slider()).toHaveAttribute('aria-valuetext', '09:01');
    expect(drawn.vehicle).toEqual([-0.12, 51.51]);
    await user.keyboard('{PageUp}');
    expect(slider()).toHaveAttribute('aria-valuetext', '09:11');
    await user.keyboard('{End}');
    expect(slider()).toHaveAttribute('aria-valuetext', '09:12');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(slider()).toHaveAttribute('aria-valuetext', '09:00');
    await user.click(screen.getByRole('button', { name: '09:03–09:09 · 6 min' }));
    expect(slider()).toHaveAttribute('aria-valuetext', '09:03');
    expect(screen.getByText('0.0 km/h')).toBeInTheDocument();
  });

  describe('playing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const seconds = (n: number) => act(() => jest.advanceTimersByTime(n * 1000));

    it('plays the day at 60×, 1× or 10× the pace, pauses, and stops at the end, where Play starts it again', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      open('/admin/tracking/vehicles/VEH-001/route?date=2025-08-21');
      await screen.findByRole('slider', { name: 'Time' });
      expect(screen.getByRole('button', { name: '60×' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'Play' }));
      seconds(2);
      expect(slider()).toHaveAttribute('aria-valuetext', '09:02');
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      seconds(10);
      expect(slider()).toHaveAttribute('aria-valuetext', '09:02');
      await user.click(screen.getByRole('button', { name: '1×' }));
      await user.click(screen.getByRole('button', { name: 'Play' }));
      seconds(60);
      expect(slider()).toHaveAttribute('aria-valuetext', '09:03');
      await user.click(screen.getByRole('button', { name: '10×' }));
      seconds(60);
      expect(slider()).toHaveAttribute('aria-valuetext', '09:12');
      expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Play' }));
      expect(slider()).toHaveAttribute('aria-valuetext', '09:00');
    });
  });

  it('Export GPX saves the day as the provider writes it', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:route'), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const provider = providerWith();
    open('/admin/tracking/vehicles/VEH-001/route?date=2025-08-21', provider);
    await screen.findByRole('slider', { name: 'Time' });
    await user.click(screen.getByRole('button', { name: 'Export GPX' }));
    await screen.findByRole('button', { name: 'Export GPX' });
    expect(names).toEqual(['VEH-001-2025-08-21.gpx']);
    expect(await saved[0].text()).toBe(GPX);
    expect(saved[0].type).toBe('application/gpx+xml');
    expect(provider.getVehicleRouteGpx).toHaveBeenCalledWith('VEH-001', { date: '2025-08-21' });
    click.mockRestore();
  });

  it('opens on today, and shows the day chosen in the date picker, keeping it in the URL', async () => {
    const provider = providerWith();
    const { location } = open('/admin/tracking/vehicles/VEH-001/route', provider);
    await screen.findByRole('slider', { name: 'Time' });
    expect(provider.getVehicleRoute).toHaveBeenLastCalledWith('VEH-001', { date: '2025-08-21' }, expect.anything());
    const day = screen.getByLabelText('Day');
    expect(day).toHaveValue('2025-08-21');
    expect(day).toHaveAttribute('max', '2025-08-21');
    fireEvent.change(day, { target: { value: '2025-08-20' } });
    expect(location()).toBe('/admin/tracking/vehicles/VEH-001/route?date=2025-08-20');
    expect(await screen.findByText(/· Wednesday, 20 August 2025$/)).toBeInTheDocument();
    expect(provider.getVehicleRoute).toHaveBeenLastCalledWith('VEH-001', { date: '2025-08-20' }, expect.anything());
  });

  it('says so for a day without positions, with nothing to play or export', async () => {
    open('/admin/tracking/vehicles/VEH-001/route?date=2025-08-21', providerWith([]));
    expect(await screen.findByText('No positions for this vehicle on this day')).toBeInTheDocument();
    expect(screen.queryByRole('slider', { name: 'Time' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export GPX' })).toBeDisabled();
    expect(drawn.route).toBeNull();
  });

  it('shows the route loading, then says so when it cannot be read, and Retry reads it again', async () => {
    const user = userEvent.setup();
    const provider = providerWith();
    let fail: (error: Error) => void = () => {};
    jest.mocked(provider.getVehicleRoute!).mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    open('/admin/tracking/vehicles/VEH-001/route?date=2025-08-21', provider);
    expect(await screen.findByText('Loading the route...')).toBeInTheDocument();
    act(() => fail(new Error('offline')));
    expect(await screen.findByText('The route could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('slider', { name: 'Time' })).toBeInTheDocument();
  });

  it('says so for a vehicle that does not exist', async () => {
    open('/admin/tracking/vehicles/VEH-404/route?date=2025-08-21');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeInTheDocument();
    expect(screen.getByText('No vehicle has the ID "VEH-404".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Live Map' })).toHaveAttribute('href', '/admin/tracking');
  });

  it('replays a day the sample data makes up from the vehicle’s jobs', async () => {
    const data = generateDataSet({ today: evening });
    open('/admin/tracking/vehicles/VEH-001/route?date=2025-08-21', createSampleProvider(data, { now: () => evening }));
    expect(await screen.findByRole('slider', { name: 'Time' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Stops \([1-9]\d*\)$/ })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Zoom in' });
    expect(drawn.route!.line.length).toBeGreaterThan(100);
  });
});
