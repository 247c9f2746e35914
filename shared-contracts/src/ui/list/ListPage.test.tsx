import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import type { Driver } from 'shared-contracts/records';
import { freshProvider, renderScreen } from 'shared-contracts/testing';
import { actionsColumn, type ListColumn, type ListStateOptions, TwoLineCell } from 'shared-contracts/ui/list';

import { ListPage } from './ListPage';
import type { ListWords } from './listWords';

const OPTIONS: ListStateOptions = { sortableFields: ['name', 'rating'], pageSizeOptions: [5, 10], defaultPageSize: 5 };

const COLUMNS: ListColumn<Driver>[] = [
  {
    field: 'name',
    headerName: 'Driver',
    flex: 1,
    renderCell: ({ row }) => <TwoLineCell first={row.name} second={row.email} strong />,
    csv: [
      { header: 'Name', value: (driver) => driver.name },
      { header: 'Email', value: (driver) => driver.email },
    ],
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90, csv: (driver) => driver.rating },
  actionsColumn<Driver>([
    { label: 'View', name: (driver) => `View ${driver.name}`, to: (driver) => `/admin/drivers/${driver.id}` },
    { label: 'Call', name: (driver) => `Call ${driver.name}`, onClick: (driver) => calls.push(driver.id) },
  ]),
];
const calls: string[] = [];

const WORDS: ListWords = {
  header: { title: 'Driver Management' },
  table: {
    name: 'All Drivers',
    noun: ['driver', 'drivers'],
    csvFileName: 'drivers',
    searchPlaceholder: 'Search by name, email, or license number...',
  },
  emptyMessage: 'No drivers yet.',
  failureToast: { title: 'Error', description: 'Failed to fetch drivers data' },
};

function DriversList() {
  const controller = useListController('drivers', { list: OPTIONS });
  return <ListPage controller={controller} words={WORDS} columns={COLUMNS} />;
}

const open = (url: string, provider: DataProvider = freshProvider()) =>
  renderScreen(<DriversList />, { path: '/admin/drivers', url, provider });
const rows = () => screen.getAllByRole('row').slice(1);

describe('ListPage over useListController', () => {
  it('shows one page the provider read, titled with every match, and says how many were found', async () => {
    open('/admin/drivers');
    expect(await screen.findByRole('heading', { name: 'All Drivers (18)' })).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(screen.getByText('1–5 of 18')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('18 drivers');
  });

  it('asks the provider for the search, sort and page, and keeps them in the URL', async () => {
    const provider = freshProvider();
    const getList = jest.spyOn(provider, 'getList');
    const view = open('/admin/drivers?sort=-rating&page=2', provider);
    await screen.findByRole('heading', { name: 'All Drivers (18)' });
    expect(getList).toHaveBeenLastCalledWith(
      'drivers',
      { q: '', sort: 'rating', order: 'desc', filter: undefined, page: 2, perPage: 5 },
      { signal: expect.any(AbortSignal) },
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name, email, or license number...' }), 'zzz');
    expect(await screen.findByText('No drivers match "zzz"')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Drivers (0)' })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/admin/drivers?q=zzz&sort=-rating'));
  });

  it('draws the shared cells and row actions: links by name, buttons that act', async () => {
    open('/admin/drivers?sort=name');
    await screen.findByRole('heading', { name: 'All Drivers (18)' });
    const [first] = rows();
    const name = within(first).getAllByRole('gridcell')[0].textContent!;
    expect(within(first).getByRole('link', { name: /^View / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/admin\/drivers\/DRV-\d{3}$/),
    );
    await userEvent.click(within(first).getByRole('button', { name: /^Call / }));
    expect(calls).toHaveLength(1);
    expect(name.length).toBeGreaterThan(0);
  });

  it('shows an error with Retry and the failure toast, and Retry reads again', async () => {
    const provider = freshProvider();
    const getList = jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    open('/admin/drivers', provider);
    expect(await screen.findByText('Drivers could not be loaded')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch drivers data')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'All Drivers (18)' })).toBeInTheDocument();
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('exports the whole result, every page, read through the provider in the list’s order', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:drivers');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const provider = freshProvider();
    const expected = (await provider.getList('drivers', { sort: 'rating', order: 'desc', perPage: 100 })).data;
    open('/admin/drivers?sort=-rating', provider);
    await screen.findByRole('heading', { name: 'All Drivers (18)' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const lines = (await createObjectURL.mock.calls[0][0].text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Rating');
    expect(lines).toHaveLength(1 + 18);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(expected.map((driver) => driver.name));
    click.mockRestore();
  });
});
