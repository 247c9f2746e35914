import AddIcon from '@mui/icons-material/Add';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { useListController } from 'shared-contracts/controllers/list';
import { useAggregate } from 'shared-contracts/data';
import type { Driver } from 'shared-contracts/records';
import { freshProvider, renderScreen } from 'shared-contracts/testing';
import type { ListColumn } from 'shared-contracts/ui/list';

import { ListPage } from './ListPage';
import { BACK_TO_DASHBOARD, listOptions, type ListWords } from './listWords';

const OPTIONS = listOptions(['name']);
const COLUMNS: ListColumn<Driver>[] = [{ field: 'name', headerName: 'Driver', flex: 1, csv: (driver) => driver.name }];
const WORDS: ListWords = {
  header: { title: 'Driver Management', back: BACK_TO_DASHBOARD },
  create: { label: 'Add New Driver', to: '/admin/drivers/new', icon: <AddIcon /> },
  table: { name: 'All Drivers', noun: ['driver', 'drivers'], csvFileName: 'drivers', searchPlaceholder: 'Search drivers' },
  emptyMessage: 'No drivers yet.',
};
const FIGURES_ERROR = { title: 'Driver figures could not be loaded', message: 'The figures above are unavailable right now.' };

function DriversWithFigures() {
  const load = useAggregate('drivers', { groupBy: 'employment_type' });
  const cards = <p>{load.data ? `${load.data.length} kinds of employment` : 'Counting...'}</p>;
  return (
    <ListPage
      controller={useListController('drivers', { list: OPTIONS })}
      words={WORDS}
      figures={{ cards, load, error: FIGURES_ERROR }}
      columns={COLUMNS}
    />
  );
}

const open = (provider: DataProvider) => renderScreen(<DriversWithFigures />, { path: '/admin/drivers', url: '/admin/drivers', provider });

describe('ListPage with its words and figures', () => {
  it('draws the header with its back link and the link to the create page, and titles the table with the count', async () => {
    open(freshProvider());
    expect(screen.getByRole('heading', { level: 1, name: 'Driver Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Add New Driver' })).toHaveAttribute('href', '/admin/drivers/new');
    expect(await screen.findByRole('heading', { name: 'All Drivers (18)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /rows per page/i })).toHaveTextContent('10');
  });

  it('says when only the figures failed, under them, and their Retry reads them again', async () => {
    const provider = freshProvider();
    jest.spyOn(provider, 'aggregate').mockRejectedValueOnce(new Error('offline'));
    open(provider);
    expect(await screen.findByText('Driver figures could not be loaded')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Drivers (18)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^\d+ kinds of employment$/)).toBeInTheDocument();
    expect(screen.queryByText('Driver figures could not be loaded')).not.toBeInTheDocument();
  });

  it('when the rows fail too, shows one error, in the words of its noun, whose Retry reads both again', async () => {
    const provider = freshProvider();
    jest.spyOn(provider, 'aggregate').mockRejectedValueOnce(new Error('offline'));
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    open(provider);
    expect(await screen.findByText('Drivers could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The driver list is unavailable right now.')).toBeInTheDocument();
    expect(screen.queryByText('Driver figures could not be loaded')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'All Drivers (18)' })).toBeInTheDocument();
    expect(await screen.findByText(/^\d+ kinds of employment$/)).toBeInTheDocument();
  });
});
