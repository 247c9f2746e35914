import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, UnavailableError } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import type { Job, Vehicle } from 'shared-contracts/records';
import { freshProvider, providerAs, renderScreen, sampleData } from 'shared-contracts/testing';

import VehicleDetailPage from './VehicleDetailPage';

/** What a read asked for: its resource and parameters (the data layer adds an AbortSignal). */
const asked = (call: unknown[]) => call.slice(0, 2);

const renderDetail = (id: string, provider: DataProvider = freshProvider()) =>
  renderScreen(<VehicleDetailPage />, { path: '/admin/vehicles/:id', url: `/admin/vehicles/${id}`, provider, now: () => TODAY });
const card = (title: string) => screen.getByRole('region', { name: title });
const figure = (title: string) =>
  within(screen.getByRole('list', { name: 'Vehicle figures' }))
    .getByText(title)
    .closest('li') as HTMLElement;

/** One vehicle on 22 November 2026 with three jobs, its alerts worked out by hand. */
const TODAY = new Date(2026, 10, 22, 9, 0);
const VEHICLE: Vehicle = {
  ...sampleData().vehicles[0],
  id: 'VEH-901',
  registration: 'LK19 ABC',
  make: 'Ford',
  model: 'Transit',
  year: 2019,
  status: 'in_use',
  mileage: 61_636,
  fuel_level: 30,
  current_value: 14_650,
  // MOT 3 days ago: critical; insurance in 12 days: road tax high; service in 90 days: none.
  mot_expiry: '2026-11-19',
  insurance_expiry: '2026-12-04',
  service_due: '2027-02-20',
  driver_assigned: null,
  driver_name: null,
};
const job = (id: string, pickup_date: string, client_name: string): Job => ({
  ...sampleData().jobs[0],
  id,
  pickup_date,
  client_name,
  vehicle_id: 'VEH-901',
  vehicle_reg: 'LK19 ABC',
});
const JOBS = [
  job('JOB-2026-0001', '2026-10-01', 'Hartley Fine Art'),
  job('JOB-2026-0002', '2026-11-20', 'Calder Gallery'),
  job('JOB-2026-0003', '2026-11-02', 'Brook Events'),
  { ...job('JOB-2026-0004', '2026-11-21', 'Another Vehicle Ltd'), vehicle_id: 'VEH-902' },
];
const fixtureProvider = () => createSampleProvider({ ...sampleData(), vehicles: [VEHICLE], jobs: JOBS }, { now: () => TODAY });

describe('VehicleDetailPage', () => {
  it('shows status, total jobs, mileage, the fuel bar and current value', async () => {
    renderDetail('VEH-901', fixtureProvider());
    expect(await screen.findByRole('heading', { level: 1, name: 'LK19 ABC' })).toBeInTheDocument();
    expect(within(figure('Status')).getByText('In Use')).toBeInTheDocument();
    await waitFor(() => expect(within(figure('Total Jobs')).getByText('3')).toBeInTheDocument());
    expect(within(figure('Mileage')).getByText('61,636 mi')).toBeInTheDocument();
    expect(within(figure('Fuel Level')).getByText('30%')).toBeInTheDocument();
    // Over 25 and not over 50: yellow.
    expect(within(figure('Fuel Level')).getByRole('progressbar', { name: 'Fuel level' })).toHaveAttribute(
      'aria-valuetext',
      '30%, below half',
    );
    expect(within(figure('Current Value')).getByText('£14,650')).toBeInTheDocument();
  });

  it('shows the specifications, operational details and the maintenance and compliance dates', async () => {
    renderDetail('VEH-901', fixtureProvider());
    await screen.findByRole('heading', { level: 1, name: 'LK19 ABC' });
    expect(card('Specifications')).toHaveTextContent('MakeFord');
    expect(card('Specifications')).toHaveTextContent(`VIN${VEHICLE.vin}`);
    expect(card('Operational Details')).toHaveTextContent('Assigned DriverNo driver assigned');
    expect(card('Maintenance & Compliance')).toHaveTextContent('MOT Expiry19 Nov 2026');
    expect(card('Maintenance & Compliance')).toHaveTextContent('Insurance Expiry04 Dec 2026');
    expect(card('Maintenance & Compliance')).toHaveTextContent('Service Due20 Feb 2027');
  });

  it('lists its compliance alerts, worst first, with what to do', async () => {
    renderDetail('VEH-901', fixtureProvider());
    await screen.findByRole('heading', { level: 1, name: 'LK19 ABC' });
    const alerts = within(card('Compliance Alerts')).getAllByRole('listitem');
    expect(alerts.map((item) => within(item).getByRole('heading').textContent)).toEqual(['MOT Expired', 'Road Tax Due Soon']);
    expect(alerts[0]).toHaveTextContent('Critical');
    expect(alerts[0]).toHaveTextContent('MOT expired 3 days ago (expiry date: 19 Nov 2026)');
    expect(alerts[1]).toHaveTextContent('High');
    expect(alerts[1]).toHaveTextContent('Road tax expires in 12 days');
  });

  it('lists its own jobs, latest first, each linking to its page, and View All Jobs to the jobs list', async () => {
    renderDetail('VEH-901', fixtureProvider());
    await screen.findByRole('heading', { level: 1, name: 'LK19 ABC' });
    const recent = card('Recent Jobs');
    await waitFor(() => expect(within(recent).getAllByRole('row')).toHaveLength(4));
    const rows = within(recent).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual(['JOB-2026-0002', 'JOB-2026-0003', 'JOB-2026-0001']);
    expect(within(rows[0]).getByRole('link', { name: 'View JOB-2026-0002' })).toHaveAttribute('href', '/admin/jobs/JOB-2026-0002');
    expect(within(recent).queryByText('Another Vehicle Ltd')).not.toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'View All Jobs' })).toHaveAttribute('href', '/admin/jobs?q=LK19%20ABC');
  });

  it('links Edit Vehicle to the edit screen and the driver to their page', async () => {
    const driven = sampleData().vehicles.find((v) => v.driver_assigned)!;
    renderDetail(driven.id);
    await screen.findByRole('heading', { level: 1, name: driven.registration });
    expect(screen.getByRole('link', { name: 'Edit Vehicle' })).toHaveAttribute('href', `/admin/vehicles/${driven.id}/edit`);
    expect(within(card('Operational Details')).getByRole('link', { name: driven.driver_name! })).toHaveAttribute(
      'href',
      `/admin/drivers/${driven.driver_assigned}`,
    );
  });

  it('Vehicle Report downloads a JSON file of the vehicle, its alerts and its jobs', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    const downloads: Array<{ href: string; download: string }> = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:report'), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download });
    });
    renderDetail('VEH-901', fixtureProvider());
    await screen.findByRole('heading', { level: 1, name: 'LK19 ABC' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Vehicle Report' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Vehicle Report' }));
    expect(downloads).toEqual([{ href: 'blob:report', download: 'vehicle-report-LK19-ABC.json' }]);
    const report = JSON.parse(await files[0].text());
    expect(report.report).toBe('Vehicle Report');
    expect(report.generated_at).toBe(TODAY.toISOString());
    expect(report.vehicle).toMatchObject({ id: 'VEH-901', registration: 'LK19 ABC', mileage: 61_636 });
    expect(report.compliance_alerts.map((a: { title: string }) => a.title)).toEqual(['MOT Expired', 'Road Tax Due Soon']);
    expect(report.jobs.total).toBe(3);
    expect(report.jobs.latest.map((j: { id: string }) => j.id)).toEqual(['JOB-2026-0002', 'JOB-2026-0003', 'JOB-2026-0001']);
    expect(await screen.findByText('Report Downloaded')).toBeInTheDocument();
    click.mockRestore();
  });

  it('shows "Vehicle Not Found" for an unknown id, with a way back to the fleet', async () => {
    renderDetail('VEH-999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested vehicle could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Fleet' })).toHaveAttribute('href', '/admin/vehicles');
  });

  it('shows the error state with Retry when the vehicle cannot be loaded', async () => {
    renderDetail('VEH-001', freshProvider({ failures: { vehicles: ['get'] } }));
    expect(await screen.findByText('This vehicle could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when its jobs cannot be loaded, with a Retry that reads them again, and keeps the rest of the page', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new UnavailableError());
    renderDetail('VEH-901', provider);
    await screen.findByRole('heading', { level: 1, name: 'LK19 ABC' });
    const recent = card('Recent Jobs');
    expect(await within(recent).findByText('Recent jobs could not be loaded')).toBeInTheDocument();
    expect(within(recent).queryByText('Loading jobs...')).not.toBeInTheDocument();
    expect(within(figure('Total Jobs')).getByText('—')).toBeInTheDocument();
    expect(within(card('Compliance Alerts')).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(recent).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(recent).getAllByRole('row')).toHaveLength(4));
    expect(within(figure('Total Jobs')).getByText('3')).toBeInTheDocument();
  });

  it('reads only its own latest jobs, never every job', async () => {
    const provider = fixtureProvider();
    const getList = jest.spyOn(provider, 'getList');
    renderDetail('VEH-901', provider);
    await waitFor(() => expect(within(card('Recent Jobs')).getAllByRole('row')).toHaveLength(4));
    expect(getList.mock.calls.map(asked)).toEqual([
      ['jobs', { filter: { vehicle_id: 'VEH-901' }, sort: 'pickup_date', order: 'desc', perPage: 10 }],
    ]);
  });

  it('shows a fleet manager Edit Vehicle but no jobs, which a fleet manager may not read', async () => {
    renderDetail('VEH-001', providerAs('fleet_manager'));
    expect(await screen.findByRole('link', { name: 'Edit Vehicle' })).toHaveAttribute('href', '/admin/vehicles/VEH-001/edit');
    expect(screen.queryByRole('region', { name: 'Recent Jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vehicle Report' })).not.toBeInTheDocument();
  });

  it('shows a viewer no Edit Vehicle', async () => {
    renderDetail('VEH-001', providerAs('viewer'));
    expect(await screen.findByRole('region', { name: 'Recent Jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Vehicle' })).not.toBeInTheDocument();
  });
});
