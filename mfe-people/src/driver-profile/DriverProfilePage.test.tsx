import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import type { Job } from 'shared-contracts/records';
import { freshProvider, providerAs, renderScreen, sampleData } from 'shared-contracts/testing';

import DriverProfilePage from './DriverProfilePage';

/** What a read asked for: its resource and parameters (the data layer adds an AbortSignal). */
const asked = (call: unknown[]) => call.slice(0, 2);

jest.setTimeout(40_000);

const renderProfile = (id: string, provider: DataProvider = freshProvider()) =>
  renderScreen(<DriverProfilePage />, { path: '/admin/drivers/:id', url: `/admin/drivers/${encodeURIComponent(id)}`, provider });
const card = (title: string) => screen.getByRole('region', { name: title });

describe('DriverProfilePage', () => {
  it("shows the driver's details, their vehicle and Edit Driver", async () => {
    const driver = sampleData().drivers.find((d) => d.current_vehicle)!;
    const vehicle = sampleData().vehicles.find((v) => v.id === driver.current_vehicle)!;
    renderProfile(driver.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Driver Profile' })).toBeInTheDocument();
    const contact = await screen.findByRole('region', { name: 'Contact Information' });
    expect(within(contact).getByText(driver.name)).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: driver.email })).toHaveAttribute('href', `mailto:${driver.email}`);
    expect(within(card('License & Employment')).getByText(driver.license_number)).toBeInTheDocument();
    expect(await within(card('Work & Performance')).findByRole('link', { name: vehicle.registration })).toHaveAttribute(
      'href',
      `/admin/vehicles/${vehicle.id}`,
    );
    expect(await screen.findByRole('link', { name: 'Edit Driver' })).toHaveAttribute('href', `/admin/drivers/${driver.id}/edit`);
    expect(screen.getByRole('link', { name: 'Back to Drivers' })).toHaveAttribute('href', '/admin/drivers');
  });

  it('lists their real jobs, latest pickup first, at most ten, each with View to its page', async () => {
    const data = sampleData();
    const [driver, other] = data.drivers;
    const base = data.jobs[0];
    const job = (id: string, pickup_date: string, driver_id = driver.id): Job => ({
      ...base,
      id,
      pickup_date,
      driver_id,
      driver_name: driver.name,
    });
    const jobs = [
      job('JOB-2025-0001', '2025-08-01'),
      job('JOB-2025-0002', '2025-08-20'),
      job('JOB-2025-0003', '2025-08-21', other.id),
      ...Array.from({ length: 10 }, (_, i) =>
        job(`JOB-2024-${String(100 + i).padStart(4, '0')}`, `2024-01-${String(10 + i).padStart(2, '0')}`),
      ),
    ];
    const provider = createSampleProvider({ ...data, jobs });
    const getList = jest.spyOn(provider, 'getList');
    renderProfile(driver.id, provider);
    const table = await screen.findByRole('table', { name: 'Recent jobs' });
    expect(getList.mock.calls.map(asked)).toEqual([
      ['jobs', { filter: { driver_id: driver.id }, sort: 'pickup_date', order: 'desc', perPage: 10 }],
    ]);
    const ids = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(ids).toEqual([
      'JOB-2025-0002',
      'JOB-2025-0001',
      'JOB-2024-0109',
      'JOB-2024-0108',
      'JOB-2024-0107',
      'JOB-2024-0106',
      'JOB-2024-0105',
      'JOB-2024-0104',
      'JOB-2024-0103',
      'JOB-2024-0102',
    ]);
    expect(within(table).getByRole('link', { name: 'View JOB-2025-0002' })).toHaveAttribute('href', '/admin/jobs/JOB-2025-0002');
  });

  it('says so when the driver has no jobs', async () => {
    const data = sampleData();
    const driver = data.drivers[0];
    renderProfile(driver.id, createSampleProvider({ ...data, jobs: data.jobs.filter((j) => j.driver_id !== driver.id) }));
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
  });

  it('opens a job from its View link', async () => {
    const user = userEvent.setup();
    const driver = sampleData().drivers.find((d) => sampleData().jobs.some((j) => j.driver_id === d.id))!;
    const { location } = renderProfile(driver.id);
    const table = await screen.findByRole('table', { name: 'Recent jobs' });
    const first = within(table).getAllByRole('link')[0];
    const id = first.getAttribute('aria-label')!.replace('View ', '');
    await user.click(first);
    expect(location()).toBe(`/admin/jobs/${id}`);
  });

  it('an unknown id shows "Driver Not Found" and the id', async () => {
    renderProfile('DRV-404');
    expect(await screen.findByRole('heading', { name: 'Driver Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Driver with ID "DRV-404" not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Drivers' })).toHaveAttribute('href', '/admin/drivers');
  });

  it('when the jobs cannot be loaded, Recent Jobs says so with Retry while the profile shows', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    const getList = jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    const driver = sampleData().drivers.find((d) => sampleData().jobs.some((j) => j.driver_id === d.id))!;
    renderProfile(driver.id, provider);
    const jobs = await screen.findByRole('region', { name: 'Recent Jobs' });
    expect(await within(jobs).findByText('Jobs could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contact Information' })).toHaveTextContent(driver.name);
    await user.click(within(jobs).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Recent jobs' })).toBeInTheDocument();
    await waitFor(() => expect(getList).toHaveBeenCalledTimes(2));
  });

  it('offers Retry when the driver cannot be loaded', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'getOne').mockRejectedValueOnce(new Error('offline'));
    renderProfile(sampleData().drivers[0].id, provider);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Contact Information' })).toBeInTheDocument();
  });

  it('shows a fleet manager Edit Driver but not the jobs, which a fleet manager may not read', async () => {
    renderProfile('DRV-001', providerAs('fleet_manager'));
    expect(await screen.findByRole('link', { name: 'Edit Driver' })).toHaveAttribute('href', '/admin/drivers/DRV-001/edit');
    expect(screen.queryByRole('region', { name: 'Recent Jobs' })).not.toBeInTheDocument();
  });
});
