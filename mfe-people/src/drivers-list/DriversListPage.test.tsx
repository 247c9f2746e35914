import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import type { Driver } from 'shared-contracts/records';
import { freshProvider, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import DriversListPage from './DriversListPage';

jest.setTimeout(40_000);

const renderList = (url = '/admin/drivers', provider: DataProvider = freshProvider()) =>
  renderScreen(<DriversListPage />, { path: '/admin/drivers', url, provider });
const withDrivers = (drivers: Driver[]) => createSampleProvider({ ...sampleData(), drivers });
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

/** Four drivers with known ratings and employment: (4.2 + 4.9 + 3.8) / 3 = 4.3, the new driver not yet rated; one contractor. */
function fourDrivers(): Driver[] {
  const [a, b, c, d] = sampleData().drivers;
  return [
    { ...a, rating: 4.2, employment_type: 'full_time', license_number: 'MORGA701152J99AB' },
    { ...b, rating: 4.9, employment_type: 'part_time' },
    { ...c, rating: 3.8, employment_type: 'contractor' },
    { ...d, rating: 0, employment_type: 'full_time' },
  ];
}

describe('DriversListPage', () => {
  it('shows the title, Add New Driver and the four figures of the sample', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Add New Driver' })).toHaveAttribute('href', '/admin/drivers/new');
    expect(await screen.findByRole('heading', { name: `All Drivers (${SAMPLE_SIZES.drivers})` })).toBeInTheDocument();
    expect(await within(kpi('Total Drivers')).findByText('18')).toBeInTheDocument();
    expect(within(kpi('Employed')).getByText('15')).toBeInTheDocument();
    expect(within(kpi('Self-Employed')).getByText('3')).toBeInTheDocument();
    expect(within(kpi('Average Rating')).getByText(/^\d\.\d$/)).toBeInTheDocument();
  });

  it('averages the ratings of rated drivers to one decimal and counts employed (full and part time) and self-employed (contractors)', async () => {
    renderList('/admin/drivers', withDrivers(fourDrivers()));
    await screen.findByRole('heading', { name: 'All Drivers (4)' });
    expect(await within(kpi('Total Drivers')).findByText('4')).toBeInTheDocument();
    expect(within(kpi('Average Rating')).getByText('4.3')).toBeInTheDocument();
    expect(within(kpi('Employed')).getByText('3')).toBeInTheDocument();
    expect(within(kpi('Self-Employed')).getByText('1')).toBeInTheDocument();
  });

  it('reads its figures as provider aggregates, never every driver', async () => {
    const provider = freshProvider();
    const aggregate = jest.spyOn(provider, 'aggregate');
    const getList = jest.spyOn(provider, 'getList');
    renderList('/admin/drivers', provider);
    expect(await within(kpi('Total Drivers')).findByText('18')).toBeInTheDocument();
    expect(aggregate).toHaveBeenCalledWith('drivers', { groupBy: 'employment_type' }, { signal: expect.any(AbortSignal) });
    expect(aggregate).toHaveBeenCalledWith('drivers', { filter: { rating_gt: 0 }, avg: ['rating'] }, { signal: expect.any(AbortSignal) });
    expect(getList.mock.calls.map(([, params]) => params.perPage)).toEqual([10]);
  });

  it('shows the columns, licence numbers masked to their last two characters, View and Edit on each row', async () => {
    const [first] = fourDrivers();
    renderList('/admin/drivers', withDrivers(fourDrivers()));
    await screen.findByRole('heading', { name: 'All Drivers (4)' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Driver',
      'Phone',
      'License',
      'Employment',
      'Status',
      'Rating',
      'Jobs',
      'Actions',
    ]);
    const row = await screen.findByRole('row', { name: new RegExp(first.name) });
    expect(within(row).getByText('••••••••••••••AB')).toBeInTheDocument();
    expect(within(row).getByText('Licence number ending AB')).toBeInTheDocument();
    expect(row).not.toHaveTextContent('MORGA701152J99AB');
    expect(within(row).getByText(first.name)).toBeInTheDocument();
    expect(within(row).getByText('Full Time')).toBeInTheDocument();
    expect(within(row).getByText('4.2')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `View ${first.name}` })).toHaveAttribute('href', `/admin/drivers/${first.id}`);
    expect(within(row).getByRole('link', { name: `Edit ${first.name}` })).toHaveAttribute('href', `/admin/drivers/${first.id}/edit`);
  });

  it('searches by name, e-mail or full licence number, case-insensitively, and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    const driver = sampleData().drivers[4];
    const { location } = renderList();
    await screen.findByRole('heading', { name: 'All Drivers (18)' });
    const box = screen.getByRole('searchbox', { name: 'Search by name, email, or license number...' });
    const search = async (text: string) => {
      await user.clear(box);
      await user.click(box);
      await user.paste(text);
      await waitFor(() => expect(location()).toBe(`/admin/drivers?${new URLSearchParams({ q: text })}`));
    };
    await search(driver.license_number.toLowerCase());
    expect(await screen.findByRole('heading', { name: 'All Drivers (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: new RegExp(driver.name) })).toBeInTheDocument();
    await search('zzq');
    expect(await screen.findByRole('heading', { name: 'All Drivers (0)' })).toBeInTheDocument();
    expect(screen.getByText('No drivers match "zzq"')).toBeInTheDocument();
    await search(driver.email.toUpperCase());
    expect(await screen.findByRole('heading', { name: 'All Drivers (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: new RegExp(driver.name) })).toBeInTheDocument();
  });

  it('restores search, sort and page from the URL', async () => {
    renderList('/admin/drivers?sort=-rating&page=2');
    await screen.findByText('11–18 of 18');
    expect(screen.getByRole('columnheader', { name: /Rating/ })).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('DriversListPage while loading and with no drivers', () => {
  it('shows dashes and a loading table until the drivers arrive', async () => {
    renderList('/admin/drivers', freshProvider({ latencyMs: 20 }));
    expect(within(kpi('Total Drivers')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Drivers' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Drivers (18)' })).toBeInTheDocument();
  });

  it('says how to add the first driver when there are none', async () => {
    renderList('/admin/drivers', withDrivers([]));
    expect(await screen.findByRole('heading', { name: 'All Drivers (0)' })).toBeInTheDocument();
    expect(await screen.findByText('No drivers yet. Add the first one with Add New Driver.')).toBeInTheDocument();
    expect(await within(kpi('Average Rating')).findByText('0.0')).toBeInTheDocument();
    expect(within(kpi('Total Drivers')).getByText('0')).toBeInTheDocument();
  });
});

describe('DriversListPage when the drivers cannot be fetched', () => {
  it('says "Error" / "Failed to fetch drivers data" and offers Retry', async () => {
    const user = userEvent.setup();
    renderList('/admin/drivers', freshProvider({ failures: { drivers: ['list'] } }));
    expect(await screen.findByText('Failed to fetch drivers data')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Drivers could not be loaded')).toBeInTheDocument();
    expect(within(kpi('Total Drivers')).getByText('—')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByText('Failed to fetch drivers data')).toHaveLength(2));
  });

  it('shows the drivers and their figures once a retry succeeds', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(provider, 'aggregate').mockRejectedValueOnce(new Error('offline'));
    renderList('/admin/drivers', provider);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'All Drivers (18)' })).toBeInTheDocument();
    expect(await within(kpi('Total Drivers')).findByText('18')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('when only the figures fail, the table shows and the figures offer their own Retry', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    jest.spyOn(provider, 'aggregate').mockRejectedValueOnce(new Error('offline'));
    renderList('/admin/drivers', provider);
    expect(await screen.findByRole('heading', { name: 'All Drivers (18)' })).toBeInTheDocument();
    expect(await screen.findByText('Driver figures could not be loaded')).toBeInTheDocument();
    expect(within(kpi('Total Drivers')).getByText('—')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch drivers data')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await within(kpi('Total Drivers')).findByText('18')).toBeInTheDocument();
    expect(screen.queryByText('Driver figures could not be loaded')).not.toBeInTheDocument();
  });
});
