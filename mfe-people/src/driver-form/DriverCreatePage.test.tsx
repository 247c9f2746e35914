import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { freshProvider, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import DriverCreatePage from './DriverCreatePage';

jest.setTimeout(30_000);

const renderCreate = (provider: DataProvider = freshProvider()) =>
  renderScreen(<DriverCreatePage />, { path: '/admin/drivers/new', url: '/admin/drivers/new', provider });
const driverCount = async (provider: DataProvider) => (await provider.getList('drivers', { perPage: 0 })).total;

async function fill(user: UserEvent, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillValidDriver(user: UserEvent) {
  await fill(user, /^Full Name/, 'Ada Okafor');
  await fill(user, /^Email/, 'ada.okafor@zorvexlogistics.co.uk');
  await fill(user, /^Phone/, '07700 900123');
  await fill(user, /^License Number/, 'okafo802156a99xy');
  await user.type(screen.getByLabelText(/^License Expiry/), '2030-04-30');
  await choose(user, /^Employment Type/, 'Self-Employed');
}

describe('DriverCreatePage', () => {
  it('shows "Add New Driver" with its fields: Class C by default, active, hourly rate in steps of 0.01', async () => {
    const user = userEvent.setup();
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Driver' })).toBeInTheDocument();
    for (const label of [/^Full Name/, /^Email/, /^Phone/, /^License Number/, /^License Expiry/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Hourly Rate (£)')).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'License Class' })).toHaveTextContent('Class C');
    await user.click(screen.getByRole('combobox', { name: 'License Class' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Class C', 'Class C+E', 'Class D', 'Class D+E']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: /^Employment Type/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Employed', 'Self-Employed']);
  });

  it('refuses an empty form: "Validation Error" toast and the error on each required field, the licence expiry included', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    for (const message of [
      'Full Name is required',
      'Email is required',
      'Phone is required',
      'License Number is required',
      'License Expiry is required',
      'Employment Type is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(await driverCount(provider)).toBe(SAMPLE_SIZES.drivers);
    expect(location()).toBe('/admin/drivers/new');
  });

  it('refuses a malformed e-mail and phone with their own messages, the toast naming the first, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderCreate();
    await fillValidDriver(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ada.okafor');
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), 'call me');
    await user.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    // Under the field and in the toast.
    expect(screen.getAllByText('Email must be a valid e-mail address')).toHaveLength(2);
    expect(screen.getByText('Phone must be a phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ada Okafor');
  });

  it('adds the driver with the stored values the form stands for, says so and goes to the list', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    const create = jest.spyOn(provider, 'create');
    await fillValidDriver(user);
    await choose(user, /^License Class/, 'Class C+E');
    await fill(user, /^Hourly Rate/, '18.75');
    await user.click(screen.getByRole('button', { name: 'Add Driver' }));
    await waitFor(() => expect(location()).toBe('/admin/drivers'));
    // Typed input: the form's choices as the stored values they stand for, the rate a number, Active a boolean.
    expect(create).toHaveBeenCalledWith('drivers', {
      data: {
        name: 'Ada Okafor',
        email: 'ada.okafor@zorvexlogistics.co.uk',
        phone: '07700 900123',
        license_number: 'okafo802156a99xy',
        license_class: 'CE',
        license_expiry: '2030-04-30',
        employment_type: 'contractor',
        hourly_rate: 18.75,
        is_active: true,
      },
    });
    expect(await driverCount(provider)).toBe(SAMPLE_SIZES.drivers + 1);
    expect(await provider.getOne('drivers', { id: 'DRV-019' })).toMatchObject({
      id: 'DRV-019',
      name: 'Ada Okafor',
      license_number: 'OKAFO802156A99XY',
      license_class: 'CE',
      license_expiry: '2030-04-30',
      employment_type: 'contractor',
      hourly_rate: 18.75,
      is_active: true,
      current_status: 'available',
    });
    expect(await screen.findByText('Ada Okafor has been added to the system')).toBeInTheDocument();
  });

  it('stores "employed" as full_time and keeps Class C when untouched', async () => {
    const user = userEvent.setup();
    const { provider, location } = renderCreate();
    await fillValidDriver(user);
    await choose(user, /^Employment Type/, 'Employed');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Add Driver' }));
    await waitFor(() => expect(location()).toBe('/admin/drivers'));
    expect(await provider.getOne('drivers', { id: 'DRV-019' })).toMatchObject({
      employment_type: 'full_time',
      license_class: 'C',
      is_active: false,
      hourly_rate: 0,
    });
  });

  it('says "Failed to add driver" when the provider refuses, and keeps everything typed', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { location } = renderCreate(freshProvider({ failures: { drivers: ['create'] } }));
    await fillValidDriver(user);
    await user.click(screen.getByRole('button', { name: 'Add Driver' }));
    expect(await screen.findByText('Failed to add driver')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(location()).toBe('/admin/drivers/new');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Ada Okafor');
    expect(screen.getByRole('combobox', { name: /^Employment Type/ })).toHaveTextContent('Self-Employed');
    expect(within(screen.getByRole('form', { name: 'Driver details' })).getByRole('button', { name: 'Add Driver' })).not.toHaveAttribute(
      'aria-disabled',
    );
    error.mockRestore();
  });

  it('refuses an e-mail another driver already uses, under the e-mail field', async () => {
    const user = userEvent.setup();
    renderCreate();
    const taken = sampleData().drivers[0];
    await fillValidDriver(user);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), taken.email);
    await user.click(screen.getByRole('button', { name: 'Add Driver' }));
    // Under the field and in the toast.
    expect(await screen.findAllByText(`${taken.email} is already used by ${taken.name}`)).toHaveLength(2);
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('Cancel returns to the drivers list, asking first once something is typed', async () => {
    const user = userEvent.setup();
    const { location } = renderCreate();
    await fill(user, /^Full Name/, 'Ada');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    expect(location()).toBe('/admin/drivers');
  });
});
