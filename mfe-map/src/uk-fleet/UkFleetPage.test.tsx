import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshProvider, renderScreen, sampleData } from 'shared-contracts/testing';

import { type FakeFleetMap, fakeFleetMap } from '../live-fleet/testing/fakeFleetMap';
import { createFleetMap } from '../map/fleetMap';
import { disposeFleetController } from '../simulation/fleetController';
import UkFleetPage from './UkFleetPage';

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
  jest.useRealTimers();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const open = (url = '/admin/uk-fleet', provider = freshProvider()) =>
  renderScreen(<UkFleetPage />, { path: '/admin/uk-fleet', url, provider });
const figures = () => screen.getByRole('region', { name: 'Fleet figures' });
const tile = (title: string) => Number(within(figures()).getByText(title).nextSibling?.textContent?.replace(/,/g, ''));
const liveJobs = () => screen.getByRole('grid', { name: /^Live Jobs — 21 Aug 2025/ });
const milliseconds = (n: number) => act(() => jest.advanceTimersByTime(n));

describe('UkFleetPage', () => {
  it('shows the WS badge, the four tiles, Live Jobs with progress bars and Active Vehicles in mph', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'UK Fleet Live Tracking' })).toBeInTheDocument();
    expect(await screen.findByText('WS Connected')).toBeInTheDocument();
    expect(tile('Offline')).toBe(2);
    expect(tile('Moving') + tile('Idle')).toBe(27);
    expect(screen.getByRole('heading', { name: `Live Jobs — 21 Aug 2025 (${tile('Active Jobs')})` })).toBeInTheDocument();
    const bars = within(liveJobs()).getAllByRole('progressbar');
    expect(bars).toHaveLength(tile('Active Jobs'));
    expect(bars[0]).toHaveAttribute('aria-valuemax', '100');
    expect(bars[0]).toHaveAccessibleName(/^JOB-1\d{3} progress$/);
    // The first live job is JOB-1001, dealt to the first client, CLI-001 (read by id).
    expect(await within(liveJobs()).findByText('Harrowgate Museum of Decorative Arts')).toBeInTheDocument();
    expect(within(liveJobs()).getAllByRole('row')[1]).toHaveTextContent('JOB-1001Harrowgate Museum of Decorative Arts');
    const vehicles = screen.getByRole('grid', { name: 'Active Vehicles (29)' });
    expect(within(vehicles).getAllByText(/^\d+(\.\d)? mph$/)).toHaveLength(29);
  });

  it('reads only the clients of the jobs on screen, by id, never the whole client list', async () => {
    const provider = freshProvider();
    const getList = jest.spyOn(provider, 'getList');
    const getMany = jest.spyOn(provider, 'getMany');
    open('/admin/uk-fleet', provider);
    await within(await screen.findByRole('grid', { name: /^Live Jobs/ })).findByText('Harrowgate Museum of Decorative Arts');
    expect(getList.mock.calls.filter(([resource]) => resource === 'clients')).toEqual([]);
    const [resource, { ids }] = getMany.mock.lastCall!;
    expect(resource).toBe('clients');
    expect(ids.length).toBe(tile('Active Jobs'));
    expect(ids[0]).toBe('CLI-001');
  });

  it('redraws the map and the panel every 3 s, not on every 1 s tick', async () => {
    open('/admin/uk-fleet?vehicles=400');
    await screen.findByRole('application', { name: 'Fleet map' });
    const draws = map.syncs;
    const panel = liveJobs().textContent;
    milliseconds(2999);
    expect(map.syncs).toBe(draws);
    expect(liveJobs().textContent).toBe(panel);
    milliseconds(1);
    expect(map.syncs).toBe(draws + 1);
    expect(liveJobs().textContent).not.toBe(panel);
  });

  it('View & Message shows the job reference, client and progress for 3 seconds', async () => {
    open();
    await screen.findByRole('grid', { name: /^Live Jobs/ });
    await within(liveJobs()).findByText('Harrowgate Museum of Decorative Arts');
    await user().click(within(liveJobs()).getByRole('button', { name: 'View & Message JOB-1001' }));
    const card = screen.getAllByRole('status').find((status) => status.textContent?.startsWith('JOB-1001'))!;
    expect(card).toHaveTextContent(/^JOB-1001Harrowgate Museum of Decorative ArtsProgress: \d+%$/);
    milliseconds(2999);
    expect(card).toHaveTextContent(/^JOB-1001/);
    milliseconds(1);
    expect(card).toHaveTextContent('');
  });

  it('selecting from Active Vehicles zooms to 14', async () => {
    const { location } = open();
    await screen.findByRole('application', { name: 'Fleet map' });
    const vehicle = sampleData().vehicles[5];
    const vehicles = screen.getByRole('grid', { name: /^Active Vehicles/ });
    await user().click(within(vehicles).getByRole('button', { name: new RegExp(`^${vehicle.registration} `) }));
    expect(location()).toBe(`/admin/uk-fleet?vehicle=${vehicle.id}`);
    expect(map.flights).toEqual([[5, 14]]);
  });
});
