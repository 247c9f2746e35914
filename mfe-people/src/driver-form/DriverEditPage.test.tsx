import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider, type SampleProviderOptions } from 'shared-contracts/data';
import { freshProvider, renderScreen, sampleData } from 'shared-contracts/testing';

import DriverEditPage from './DriverEditPage';

jest.setTimeout(30_000);

const LEAVE_DIALOG = { title: 'Discard unsaved changes?', stay: 'Keep Editing', leave: 'Discard Changes' };

/** A part-time driver with a C1 licence: a type and a class the form does not offer. */
const partTimer = () => ({ ...sampleData().drivers[0], employment_type: 'part_time' as const, license_class: 'C1' as const });
const withPartTimer = (options: SampleProviderOptions = {}) => {
  const data = sampleData();
  return createSampleProvider({ ...data, drivers: [partTimer(), ...data.drivers.slice(1)] }, options);
};
const renderEdit = (id = partTimer().id, provider: DataProvider = withPartTimer()) =>
  renderScreen(<DriverEditPage />, { path: '/admin/drivers/:id/edit', url: `/admin/drivers/${id}/edit`, provider });
const stored = (provider: DataProvider, id: string) => provider.getOne('drivers', { id });

describe('DriverEditPage', () => {
  it('shows the add form filled in with the driver, their own licence class and employment type kept as choices', async () => {
    const driver = partTimer();
    renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Driver' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue(driver.name);
    expect(screen.getByLabelText(/^Email/)).toHaveValue(driver.email);
    expect(screen.getByLabelText(/^License Expiry/)).toHaveValue(driver.license_expiry);
    expect(screen.getByRole('combobox', { name: 'License Class' })).toHaveTextContent('Class C1');
    expect(screen.getByRole('combobox', { name: /^Employment Type/ })).toHaveTextContent('Part Time');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('saves only what changed, says so and opens the profile; the C1 licence and part-time contract stay', async () => {
    const user = userEvent.setup();
    const driver = partTimer();
    const { provider, location } = renderEdit();
    const update = jest.spyOn(provider, 'update');
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.type(phone, '07700 900999');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location()).toBe(`/admin/drivers/${driver.id}`));
    expect(update).toHaveBeenCalledWith('drivers', { id: driver.id, data: { phone: '07700 900999' }, version: undefined });
    expect(await stored(provider, driver.id)).toMatchObject({ phone: '07700 900999', license_class: 'C1', employment_type: 'part_time' });
    expect(await screen.findByText('Driver Updated')).toBeInTheDocument();
    expect(screen.getByText(`${driver.name}'s details have been saved`)).toBeInTheDocument();
  });

  it('switching to Employed stores full_time', async () => {
    const user = userEvent.setup();
    const driver = partTimer();
    const { provider, location } = renderEdit();
    await user.click(await screen.findByRole('combobox', { name: /^Employment Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Employed' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location()).toBe(`/admin/drivers/${driver.id}`));
    expect((await stored(provider, driver.id)).employment_type).toBe('full_time');
  });

  it('validates with the same schema as add: an emptied licence expiry is refused', async () => {
    const user = userEvent.setup();
    const driver = partTimer();
    const { provider } = renderEdit();
    await user.clear(await screen.findByLabelText(/^License Expiry/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('License Expiry is required')).toBeInTheDocument();
    expect((await stored(provider, driver.id)).license_expiry).toBe(driver.license_expiry);
  });

  it('says "Failed to update driver" when the provider refuses, keeping the change on screen', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderEdit(partTimer().id, withPartTimer({ failures: { drivers: ['update'] } }));
    const name = await screen.findByLabelText(/^Full Name/);
    await user.type(name, ' Jr');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update driver')).toBeInTheDocument();
    expect(name).toHaveValue(`${partTimer().name} Jr`);
    expect(location()).toBe(`/admin/drivers/${partTimer().id}/edit`);
    error.mockRestore();
  });

  it('asks before leaving with unsaved changes; Keep Editing stays, Discard Changes leaves', async () => {
    const user = userEvent.setup();
    const driver = partTimer();
    const { location } = renderEdit();
    await user.type(await screen.findByLabelText(/^Full Name/), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: LEAVE_DIALOG.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: LEAVE_DIALOG.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe(`/admin/drivers/${driver.id}/edit`);
    await user.click(screen.getByRole('button', { name: 'Back to Driver' }));
    await user.click(await screen.findByRole('button', { name: LEAVE_DIALOG.leave }));
    expect(location()).toBe(`/admin/drivers/${driver.id}`);
  });

  it('leaves at once when nothing changed', async () => {
    const user = userEvent.setup();
    const { location } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe(`/admin/drivers/${partTimer().id}`);
  });

  it('offers Retry when the driver cannot be read, then shows the form', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'getOne').mockRejectedValueOnce(new Error('offline'));
    renderEdit(sampleData().drivers[1].id, provider);
    expect(await screen.findByText('This driver could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue(sampleData().drivers[1].name);
  });

  it('keeps the form and what was typed when reading the driver again fails', async () => {
    const user = userEvent.setup();
    const provider = withPartTimer();
    renderEdit(partTimer().id, provider);
    const name = await screen.findByLabelText(/^Full Name/);
    await user.type(name, ' Jr');
    const getOne = jest.spyOn(provider, 'getOne').mockRejectedValue(new Error('offline'));
    // A minute on, the driver read is stale: coming back to the tab reads it again, and that read fails.
    const now = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 60_000);
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(getOne).toHaveBeenCalled());
    await act(async () => {
      await getOne.mock.results[0].value.catch(() => {});
    });
    now.mockRestore();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue(`${partTimer().name} Jr`);
    expect(screen.queryByText('This driver could not be loaded')).not.toBeInTheDocument();
  });

  it('an unknown driver shows "Driver Not Found"', async () => {
    renderEdit('DRV-999');
    expect(await screen.findByRole('heading', { name: 'Driver Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Driver with ID "DRV-999" not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Drivers' })).toHaveAttribute('href', '/admin/drivers');
  });
});
