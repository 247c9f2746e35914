import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, UnavailableError } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import type { Vehicle } from 'shared-contracts/records';
import { freshProvider, providerAs, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import VehiclesListPage from './VehiclesListPage';

jest.setTimeout(20_000);

const renderList = (url = '/admin/vehicles', provider: DataProvider = freshProvider()) =>
  renderScreen(<VehiclesListPage />, { path: '/admin/vehicles', url, provider });
const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);
const rowOf = (registration: string) => dataRows().find((row) => row.textContent?.includes(registration)) as HTMLElement;
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;
const order = () => dataRows().map((row) => /[A-D]{3}-\d{3}/.exec(row.textContent ?? '')?.[0]);

/** Four vehicles on 22 November 2026 whose alerts are worked out by hand below. */
const TODAY = new Date(2026, 10, 22, 10, 0);
const fixtureVehicle = (id: string, fields: Partial<Vehicle>): Vehicle => ({
  ...sampleData().vehicles[0],
  id,
  mot_expiry: '2027-06-01',
  insurance_expiry: '2027-06-01',
  service_due: '2027-06-01',
  ...fields,
});
const FIXTURE_VEHICLES = [
  // MOT 3 days ago (critical), insurance not held: road tax expired (critical), service 6 days ago (high).
  fixtureVehicle('VEH-901', {
    registration: 'AAA-111',
    make: 'Ford',
    model: 'Transit',
    mot_expiry: '2026-11-19',
    insurance_expiry: 'Details not held',
    service_due: '2026-11-16',
    fuel_level: 24,
    status: 'out_of_service',
  }),
  // MOT in 21 days: high.
  fixtureVehicle('VEH-902', {
    registration: 'BBB-222',
    make: 'DAF',
    model: 'LF',
    mot_expiry: '2026-12-13',
    fuel_level: 25,
    status: 'loading',
  }),
  // Service in 3 days: medium.
  fixtureVehicle('VEH-903', {
    registration: 'CCC-333',
    make: 'Volvo',
    model: 'FH',
    service_due: '2026-11-25',
    fuel_level: 49,
    status: 'available',
  }),
  fixtureVehicle('VEH-904', {
    registration: 'DDD-444',
    make: 'Isuzu',
    model: 'Forward',
    fuel_level: 50,
    status: 'en_route',
    driver_name: 'Priya Shah',
  }),
];
const fixtureProvider = (options: { latencyMs?: number } = {}) =>
  createSampleProvider({ ...sampleData(), vehicles: FIXTURE_VEHICLES }, { now: () => TODAY, ...options });

describe('VehiclesListPage on the sample fleet', () => {
  it('shows "Fleet Management", its back and register buttons and the five figures', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Fleet Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Register New Vehicle' })).toHaveAttribute('href', '/admin/vehicles/new');
    expect(await screen.findByRole('heading', { name: `Fleet Status (${SAMPLE_SIZES.vehicles} vehicles)` })).toBeInTheDocument();
    await waitFor(() => expect(within(kpi('Total Vehicles')).getByText(String(SAMPLE_SIZES.vehicles))).toBeInTheDocument());
    expect(within(kpi('Active')).getByText(String(SAMPLE_SIZES.activeVehicles))).toBeInTheDocument();
    expect(within(kpi('Available')).getByText('2')).toBeInTheDocument();
    expect(within(kpi('Maintenance')).getByText('2')).toBeInTheDocument();
    // The sample's dates raise five critical alerts: MOT expired and road tax not held (the off-road
    // vehicle), MOT in 5 days, road tax 2 days ago and in 4 days.
    expect(within(kpi('Critical Alerts')).getByText('5')).toBeInTheDocument();
  });

  it('reads the figures as one aggregate and the table as one page: never every vehicle', async () => {
    const provider = freshProvider();
    const aggregate = jest.spyOn(provider, 'aggregate');
    const getList = jest.spyOn(provider, 'getList');
    renderList('/admin/vehicles', provider);
    await screen.findByRole('heading', { name: 'Fleet Status (29 vehicles)' });
    expect(aggregate.mock.calls).toEqual([
      ['vehicles', { groupBy: 'status', sum: ['critical_alert_count'] }, { signal: expect.any(AbortSignal) }],
    ]);
    expect(getList.mock.calls).toEqual([
      [
        'vehicles',
        { q: '', sort: undefined, order: undefined, filter: undefined, page: 1, perPage: 25 },
        { signal: expect.any(AbortSignal) },
      ],
    ]);
  });

  it('shows the seven columns and the first 25 vehicles', async () => {
    renderList();
    await screen.findByRole('heading', { name: 'Fleet Status (29 vehicles)' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Vehicle',
      'Status',
      'Driver & Location',
      'Fuel',
      'Mileage',
      'Compliance',
      'Actions',
    ]);
    await waitFor(() => expect(dataRows()).toHaveLength(25));
    expect(screen.getByText('1–25 of 29')).toBeInTheDocument();
  });

  it('searches registration, make, model and driver, case-insensitively, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const { location } = renderList();
    const box = screen.getByRole('searchbox', { name: 'Search by registration, make, model, or driver...' });
    await screen.findByRole('heading', { name: 'Fleet Status (29 vehicles)' });
    // The sample fleet has two Isuzu Forward N75 trucks and six Transits (three Transit 350, two E-Transit, one Transit Custom).
    await user.type(box, 'ISUZU');
    expect(await screen.findByRole('heading', { name: 'Fleet Status (2 vehicles)' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'transit');
    expect(await screen.findByRole('heading', { name: 'Fleet Status (6 vehicles)' })).toBeInTheDocument();
    const driven = sampleData().vehicles.find((v) => v.driver_name)!;
    await user.clear(box);
    await user.type(box, driven.driver_name!.toLowerCase());
    await waitFor(() => expect(dataRows().some((row) => row.textContent?.includes(driven.registration))).toBe(true));
    await user.clear(box);
    await user.type(box, 'zzqq');
    expect(await screen.findByRole('heading', { name: 'Fleet Status (0 vehicles)' })).toBeInTheDocument();
    expect(screen.getByText('No vehicles match "zzqq"')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/vehicles?q=zzqq'));
  });

  it('shows the error state with one Retry when the fleet cannot be loaded', async () => {
    renderList('/admin/vehicles', freshProvider({ failures: { vehicles: ['list'] } }));
    expect(await screen.findByText('The fleet could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(within(kpi('Total Vehicles')).getByText('—')).toBeInTheDocument();
  });
});

describe('VehiclesListPage on four vehicles', () => {
  it('names at most two alerts per vehicle, worst first, then "+n more"', async () => {
    renderList('/admin/vehicles', fixtureProvider());
    await screen.findByRole('heading', { name: 'Fleet Status (4 vehicles)' });
    await waitFor(() => expect(dataRows()).toHaveLength(4));
    const offRoad = rowOf('AAA-111');
    expect(within(offRoad).getByText('MOT Expired')).toBeInTheDocument();
    expect(within(offRoad).getByText('Road Tax Expired')).toBeInTheDocument();
    expect(within(offRoad).getByText('+1 more')).toBeInTheDocument();
    expect(within(offRoad).queryByText('Service Overdue')).not.toBeInTheDocument();
    expect(within(rowOf('BBB-222')).getByText('MOT Due Soon')).toBeInTheDocument();
    expect(within(rowOf('CCC-333')).getByText('Service Due Soon')).toBeInTheDocument();
    expect(within(rowOf('DDD-444')).getByText('No alerts')).toBeInTheDocument();
    // Two critical alerts, both on AAA-111; one vehicle off the road, one loading and one en route.
    await waitFor(() => expect(within(kpi('Critical Alerts')).getByText('2')).toBeInTheDocument());
    expect(within(kpi('Total Vehicles')).getByText('4')).toBeInTheDocument();
    expect(within(kpi('Active')).getByText('2')).toBeInTheDocument();
    expect(within(kpi('Maintenance')).getByText('1')).toBeInTheDocument();
  });

  it('tints a row red for a critical alert and orange for a high one', async () => {
    renderList('/admin/vehicles', fixtureProvider());
    await waitFor(() => expect(dataRows()).toHaveLength(4));
    // The light theme's error #991b1b at 9% and warning #8a3c0c at 10%.
    expect(getComputedStyle(rowOf('AAA-111')).backgroundColor).toBe('rgba(153, 27, 27, 0.09)');
    expect(getComputedStyle(rowOf('BBB-222')).backgroundColor).toBe('rgba(138, 60, 12, 0.1)');
    expect(getComputedStyle(rowOf('CCC-333')).backgroundColor).not.toMatch(/^rgba\((153, 27, 27|138, 60, 12)/);
    expect(getComputedStyle(rowOf('DDD-444')).backgroundColor).not.toMatch(/^rgba\((153, 27, 27|138, 60, 12)/);
  });

  it('colours fuel under 25 red, under 50 orange, else green, and says so to screen readers', async () => {
    renderList('/admin/vehicles', fixtureProvider());
    await waitFor(() => expect(dataRows()).toHaveLength(4));
    const fuel = (registration: string) => within(rowOf(registration)).getByRole('progressbar', { name: `Fuel level of ${registration}` });
    expect(fuel('AAA-111')).toHaveAttribute('aria-valuetext', '24%, low');
    expect(fuel('BBB-222')).toHaveAttribute('aria-valuetext', '25%, below half');
    expect(fuel('CCC-333')).toHaveAttribute('aria-valuetext', '49%, below half');
    expect(fuel('DDD-444')).toHaveAttribute('aria-valuetext', '50%, good');
  });

  it('shows status, driver and location, and links View and Edit to the vehicle', async () => {
    renderList('/admin/vehicles', fixtureProvider());
    await waitFor(() => expect(dataRows()).toHaveLength(4));
    const row = rowOf('DDD-444');
    expect(within(row).getByText('En Route')).toBeInTheDocument();
    expect(within(row).getByText('Priya Shah')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View DDD-444' })).toHaveAttribute('href', '/admin/vehicles/VEH-904');
    expect(within(row).getByRole('link', { name: 'Edit DDD-444' })).toHaveAttribute('href', '/admin/vehicles/VEH-904/edit');
  });

  it('sorts the Compliance column by how pressing the alerts are, in the provider', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    const getList = jest.spyOn(provider, 'getList');
    const { location } = renderList('/admin/vehicles', provider);
    await waitFor(() => expect(dataRows()).toHaveLength(4));
    await user.click(within(screen.getByRole('columnheader', { name: /Compliance/ })).getByText('Compliance'));
    await waitFor(() => expect(order()).toEqual(['DDD-444', 'CCC-333', 'BBB-222', 'AAA-111']));
    await user.click(within(screen.getByRole('columnheader', { name: /Compliance/ })).getByText('Compliance'));
    await waitFor(() => expect(order()).toEqual(['AAA-111', 'BBB-222', 'CCC-333', 'DDD-444']));
    expect(getList).toHaveBeenLastCalledWith('vehicles', expect.objectContaining({ sort: 'alert_weight', order: 'desc' }), {
      signal: expect.any(AbortSignal),
    });
    await waitFor(() => expect(location()).toBe('/admin/vehicles?sort=-alert_weight'));
  });

  it('still takes the old Compliance sort in a link, "?sort=-alerts", and writes it the current way', async () => {
    const { location } = renderList('/admin/vehicles?sort=-alerts&size=10', fixtureProvider());
    await waitFor(() => expect(location()).toBe('/admin/vehicles?sort=-alert_weight&size=10'));
    await waitFor(() => expect(order()).toEqual(['AAA-111', 'BBB-222', 'CCC-333', 'DDD-444']));
    expect(screen.getByRole('columnheader', { name: /Compliance/ })).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('VehiclesListPage while loading, empty and on failure', () => {
  it('shows dashes and a loading table until the fleet arrives', async () => {
    renderList('/admin/vehicles', fixtureProvider({ latencyMs: 50 }));
    expect(within(kpi('Total Vehicles')).getByText('—')).toBeInTheDocument();
    expect(within(kpi('Critical Alerts')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fleet Status' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Fleet Status (4 vehicles)' })).toBeInTheDocument();
  });

  it('says how to start when there are no vehicles', async () => {
    renderList('/admin/vehicles', createSampleProvider({ ...sampleData(), vehicles: [] }));
    expect(await screen.findByRole('heading', { name: 'Fleet Status (0 vehicles)' })).toBeInTheDocument();
    expect(await screen.findByText('No vehicles yet. Add the first one with Register New Vehicle.')).toBeInTheDocument();
    await waitFor(() => expect(within(kpi('Critical Alerts')).getByText('0')).toBeInTheDocument());
  });

  it('one Retry reads the fleet and its figures again', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new UnavailableError());
    jest.spyOn(provider, 'aggregate').mockRejectedValueOnce(new UnavailableError());
    renderList('/admin/vehicles', provider);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Fleet Status (4 vehicles)' })).toBeInTheDocument();
    await waitFor(() => expect(within(kpi('Total Vehicles')).getByText('4')).toBeInTheDocument());
  });

  it('figures that cannot be read say so, with a Retry of their own, under a working table', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    jest.spyOn(provider, 'aggregate').mockRejectedValueOnce(new UnavailableError());
    renderList('/admin/vehicles', provider);
    expect(await screen.findByText('The figures could not be loaded')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Fleet Status (4 vehicles)' })).toBeInTheDocument();
    expect(within(kpi('Total Vehicles')).getByText('—')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(kpi('Total Vehicles')).getByText('4')).toBeInTheDocument());
    expect(screen.queryByText('The figures could not be loaded')).not.toBeInTheDocument();
  });

  it('offers a dispatcher, who only reads vehicles, no Register New Vehicle', async () => {
    renderList('/admin/vehicles', providerAs('dispatcher'));
    await screen.findByRole('heading', { name: 'Fleet Status (29 vehicles)' });
    expect(screen.queryByRole('link', { name: 'Register New Vehicle' })).not.toBeInTheDocument();
  });
});
