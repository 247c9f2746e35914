import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import { parseJobId } from 'shared-contracts/domain';
import type { Driver, Vehicle } from 'shared-contracts/records';
import { freshProvider, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import JobCreatePage from './JobCreatePage';

jest.setTimeout(30_000);

const renderCreate = (provider: DataProvider = freshProvider()) =>
  renderScreen(<JobCreatePage />, { path: '/admin/jobs/new', url: '/admin/jobs/new', provider });
const jobCount = async (provider: DataProvider) => (await provider.aggregate('jobs', {}))[0].count;

async function fill(user: UserEvent, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function choose(user: UserEvent, label: string, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('JobCreatePage', () => {
  it('shows the "Create New Job" form with its fields', async () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Job' })).toBeInTheDocument();
    for (const label of ['Client', 'Job Type', 'Driver', 'Vehicle', 'Number of Porters']) {
      expect(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    }
    for (const label of [
      'Pickup Address',
      'Delivery Address',
      'Pickup Date',
      'Pickup Time',
      'Special Instructions',
      'Estimated Value (£)',
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()£]/g, '.')}`))).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Pickup Date/)).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Number of Porters' })).toHaveTextContent('2');
  });

  it('offers only available drivers and vehicles, and porters 1 to 5+', async () => {
    const user = userEvent.setup();
    const data = sampleData();
    const driver = (id: string, name: string, fields: Partial<Driver>) => ({ ...data.drivers[0], id, name, license_class: 'C', ...fields });
    const vehicle = (id: string, registration: string, status: Vehicle['status']) => ({
      ...data.vehicles[0],
      id,
      registration,
      make: 'Ford',
      model: 'Transit',
      status,
    });
    const drivers = [
      driver('DRV-901', 'Ava Free', { is_active: true, current_status: 'available' }),
      driver('DRV-902', 'Ben Busy', { is_active: true, current_status: 'on_job' }),
      driver('DRV-903', 'Cal Away', { is_active: false, current_status: 'available' }),
    ] as Driver[];
    const vehicles = [
      vehicle('VEH-901', 'ZVX-901', 'available'),
      vehicle('VEH-902', 'ZVX-902', 'in_use'),
      vehicle('VEH-903', 'ZVX-903', 'maintenance'),
    ];
    renderCreate(createSampleProvider({ ...data, drivers, vehicles }));
    await user.click(await screen.findByRole('combobox', { name: 'Driver' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Unassigned', 'Ava Free (C)']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Vehicle' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Unassigned', 'ZVX-901 — Ford Transit']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Number of Porters' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5+']);
  });

  it('refuses a form missing required fields: toast plus the error on each missing field', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    for (const message of [
      'Client is required',
      'Job Type is required',
      'Pickup Address is required',
      'Delivery Address is required',
      'Pickup Date is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /^Client/ })).toHaveAttribute('aria-invalid', 'true');
    expect(await jobCount(provider)).toBe(SAMPLE_SIZES.jobs);
    expect(location()).toBe('/admin/jobs/new');
  });

  it('clears a field error as soon as the field is filled', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Create Job' }));
    await user.type(screen.getByLabelText(/^Pickup Address/), '1 Test Street');
    expect(screen.queryByText('Pickup Address is required')).not.toBeInTheDocument();
    expect(screen.getByText('Delivery Address is required')).toBeInTheDocument();
  });

  it('creates the job with a new JOB-yyyy-nnnn id, says so and opens its page', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    const client = sampleData().clients[3];
    const driver = sampleData().drivers.find((d) => d.is_active && d.current_status === 'available')!;
    await user.click(await screen.findByRole('combobox', { name: /^Client/ }));
    await user.paste(client.company_name);
    await user.click(await screen.findByRole('option', { name: client.company_name }));
    await choose(user, 'Job Type', 'Fine Art Transport');
    await fill(user, /^Pickup Address/, 'Tate Modern, Bankside, London SE1 9TG');
    await fill(user, /^Delivery Address/, 'National Gallery, Trafalgar Square, London WC2N 5DN');
    await user.type(screen.getByLabelText(/^Pickup Date/), '2030-01-15');
    await choose(user, 'Driver', new RegExp(`^${driver.name}`));
    await choose(user, 'Number of Porters', '5+');
    await fill(user, /^Estimated Value/, '2450');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));

    await waitFor(() => expect(location()).toMatch(/^\/admin\/jobs\/JOB-/));
    expect(await jobCount(provider)).toBe(SAMPLE_SIZES.jobs + 1);
    const job = await provider.getOne('jobs', { id: location().split('/').pop()! });
    expect(job).toMatchObject({
      client_id: client.id,
      job_type: 'Fine Art Transport',
      pickup_date: '2030-01-15',
      driver_id: driver.id,
      porter_count: 5,
      total_amount: 2450,
      status: 'scheduled',
    });
    expect(job.id).toMatch(/^JOB-\d{4}-\d{4,}$/);
    expect(parseJobId(job.id)!.year).toBe(new Date().getFullYear());
    expect(sampleData().jobs.some((existing) => existing.id === job.id)).toBe(false);
    expect(await screen.findByText('Job Created Successfully')).toBeInTheDocument();
    expect(screen.getByText(`Job ${job.id} has been created and scheduled`)).toBeInTheDocument();
    expect(location()).toBe(`/admin/jobs/${job.id}`);
  });

  it('says "Failed to create job" when the provider refuses', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'create').mockRejectedValueOnce(new Error('offline'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderCreate(provider);
    const client = sampleData().clients[0];
    await user.click(await screen.findByRole('combobox', { name: /^Client/ }));
    await user.paste(client.company_name);
    await user.click(await screen.findByRole('option', { name: client.company_name }));
    await choose(user, 'Job Type', 'Office Move');
    await user.type(screen.getByLabelText(/^Pickup Address/), 'A');
    await user.type(screen.getByLabelText(/^Delivery Address/), 'B');
    await user.type(screen.getByLabelText(/^Pickup Date/), '2030-01-15');
    await user.click(screen.getByRole('button', { name: 'Create Job' }));
    expect(await screen.findByText('Failed to create job')).toBeInTheDocument();
    const submit = within(screen.getByRole('form', { name: 'Job details' })).getByRole('button', { name: 'Create Job' });
    expect(submit).not.toHaveAttribute('aria-disabled');
    error.mockRestore();
  });

  it('the client box asks the provider for 25 clients at a time, in name order, matching what is typed', async () => {
    const user = userEvent.setup();
    const { provider } = renderCreate();
    const getList = jest.spyOn(provider, 'getList');
    await user.click(await screen.findByRole('combobox', { name: /^Client/ }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Ashcombe & Leigh Auctioneers');
    await user.paste('severn opera');
    await waitFor(() => expect(screen.getAllByRole('option')[0]).toHaveTextContent('Severn Opera Company'));
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toHaveLength(25);
    for (const name of names) expect(name).toMatch(/^Severn Opera Company/);
    expect(getList).toHaveBeenLastCalledWith(
      'clients',
      { q: 'severn opera', sort: 'company_name', order: 'asc', perPage: 25 },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('a client search that fails says so, and opening the list again tries again', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    renderCreate(provider);
    const box = await screen.findByRole('combobox', { name: /^Client/ });
    // The form's own reads come first; the client box reads once it opens.
    await screen.findByRole('button', { name: 'Create Job' });
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    await user.click(box);
    expect(await screen.findByText('Clients could not be loaded')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(box);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(25));
  });

  it('Cancel returns to the jobs list', async () => {
    const user = userEvent.setup();
    const { location } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/admin/jobs');
  });
});
