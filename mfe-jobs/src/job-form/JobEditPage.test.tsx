import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { freshProvider, renderScreen, sampleData } from 'shared-contracts/testing';

import JobEditPage from './JobEditPage';

jest.setTimeout(30_000);

const LEAVE_DIALOG = {
  title: 'Discard unsaved changes?',
  text: 'You have changes that are not saved yet. If you leave now, they will be lost.',
  stay: 'Keep Editing',
  leave: 'Discard Changes',
};

const job = () => sampleData().jobs.find((j) => j.status === 'scheduled' && j.driver_id)!;
const renderEdit = (id = job().id, provider: DataProvider = freshProvider()) =>
  renderScreen(<JobEditPage />, { path: '/admin/jobs/:id/edit', url: `/admin/jobs/${id}/edit`, provider });

describe('JobEditPage', () => {
  it('shows the create form filled in with the job', async () => {
    renderEdit();
    const j = job();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /^Client/ })).toHaveValue(j.client_name);
    expect(screen.getByRole('combobox', { name: /^Job Type/ })).toHaveTextContent(j.job_type);
    expect(screen.getByLabelText(/^Pickup Address/)).toHaveValue(j.pickup_address);
    expect(screen.getByLabelText(/^Pickup Date/)).toHaveValue(j.pickup_date);
    expect(screen.getByRole('combobox', { name: 'Driver' })).toHaveTextContent(j.driver_name!);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('saves changes through the provider and opens the job', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderEdit();
    const field = await screen.findByLabelText(/^Delivery Address/);
    await user.clear(field);
    await user.click(field);
    await user.paste('Royal Albert Hall, Kensington Gore, London SW7 2AP');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location()).toBe(`/admin/jobs/${job().id}`));
    expect((await provider.getOne('jobs', { id: job().id })).delivery_address).toBe('Royal Albert Hall, Kensington Gore, London SW7 2AP');
    expect(await screen.findByText('Job Updated Successfully')).toBeInTheDocument();
    expect(screen.getByText(`Job ${job().id} has been updated`)).toBeInTheDocument();
  });

  it('saves only what the user changed: an 8-porter job still has 8 porters', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    await provider.update('jobs', { id: job().id, data: { porter_count: 8 } });
    const { location } = renderEdit(job().id, provider);
    expect(await screen.findByRole('combobox', { name: 'Number of Porters' })).toHaveTextContent('8');
    await user.type(screen.getByLabelText(/^Special Instructions/), ' Lift out of order.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location()).toBe(`/admin/jobs/${job().id}`));
    expect(await provider.getOne('jobs', { id: job().id })).toMatchObject({
      porter_count: 8,
      special_requirements: `${job().special_requirements} Lift out of order.`,
    });
  });

  it('validates with the same rules as create', async () => {
    const user = userEvent.setup();
    const { provider } = renderEdit();
    await user.clear(await screen.findByLabelText(/^Pickup Address/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Pickup Address is required')).toBeInTheDocument();
    expect((await provider.getOne('jobs', { id: job().id })).pickup_address).toBe(job().pickup_address);
  });

  it("keeps the job's own driver and vehicle among the choices when they are no longer available", async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    const { driver_id, vehicle_id } = job();
    await provider.update('drivers', { id: driver_id!, data: { current_status: 'on_job' } });
    await provider.update('vehicles', { id: vehicle_id!, data: { status: 'maintenance' } });
    const driver = await provider.getOne('drivers', { id: driver_id! });
    const vehicle = await provider.getOne('vehicles', { id: vehicle_id! });
    renderEdit(job().id, provider);
    const driverBox = await screen.findByRole('combobox', { name: 'Driver' });
    expect(driverBox).toHaveTextContent(driver.name);
    await user.click(driverBox);
    expect(screen.getByRole('option', { name: `${driver.name} (${driver.license_class})` })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Vehicle' }));
    expect(screen.getByRole('option', { name: `${vehicle.registration} — ${vehicle.make} ${vehicle.model}` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('leaves at once when nothing changed', async () => {
    const user = userEvent.setup();
    const { location } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe(`/admin/jobs/${job().id}`);
  });

  it('asks before leaving with unsaved changes, from Cancel and from the back button', async () => {
    const user = userEvent.setup();
    const { location } = renderEdit();
    await user.type(await screen.findByLabelText(/^Special Instructions/), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_DIALOG.title });
    expect(dialog).toHaveTextContent(LEAVE_DIALOG.text);
    await user.click(screen.getByRole('button', { name: LEAVE_DIALOG.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(`/admin/jobs/${job().id}/edit`);
    expect(screen.getByLabelText(/^Special Instructions/)).toHaveValue(`${job().special_requirements}x`);

    await user.click(screen.getByRole('button', { name: 'Back to Job' }));
    await user.click(await screen.findByRole('button', { name: LEAVE_DIALOG.leave }));
    expect(location()).toBe(`/admin/jobs/${job().id}`);
  });

  it('asks the browser to confirm closing or reloading the tab with unsaved changes', async () => {
    const user = userEvent.setup();
    renderEdit();
    const field = await screen.findByLabelText(/^Special Instructions/);
    const clean = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(clean);
    });
    expect(clean.defaultPrevented).toBe(false);
    await user.type(field, 'y');
    const dirty = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(dirty);
    });
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('an unknown job shows the not-found view', async () => {
    renderEdit('JOB-1999-0001');
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/admin/jobs');
  });
});
