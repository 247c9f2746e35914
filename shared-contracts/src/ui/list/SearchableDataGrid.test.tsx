import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { MemoryRouter, useLocation } from 'shared-contracts/ui';

import type { ListColumn } from '.';
import type { ListStateOptions } from './listState';
import { SearchableDataGrid } from './SearchableDataGrid';
import { useListUrlState } from './useListUrlState';

interface Fruit {
  id: string;
  name: string;
  price: number;
}

const fruits: Fruit[] = Array.from({ length: 23 }, (_, i) => ({
  id: `F-${String(i + 1).padStart(2, '0')}`,
  name: ['Apple', 'Banana', 'Cherry', 'Damson', 'Elderberry'][i % 5] + ` ${i + 1}`,
  price: (i * 7) % 11,
}));

const columns: ListColumn<Fruit>[] = [
  { field: 'id', headerName: 'Id', width: 100, csv: (fruit) => fruit.id },
  { field: 'name', headerName: 'Name', flex: 1, csv: (fruit) => fruit.name },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, csv: (fruit) => fruit.price },
];

const OPTIONS: ListStateOptions = { sortableFields: ['id', 'name', 'price'], pageSizeOptions: [10, 25], defaultPageSize: 10 };
const readBlob = (blob: Blob) => blob.text();
const noMatch = (q: string) => `No fruit matches "${q}"`;

function FruitList({ loading = false }: { loading?: boolean }) {
  const list = useListUrlState(OPTIONS);
  const rows = useMemo(
    () => (loading ? [] : fruits.filter((f) => f.name.toLowerCase().includes(list.search.toLowerCase()))),
    [list.search, loading],
  );
  const location = useLocation();
  return (
    <>
      <SearchableDataGrid
        list={list}
        rows={rows}
        columns={columns}
        title={`All Fruit (${rows.length})`}
        searchPlaceholder="Search by name..."
        csvFileName="fruit"
        pageSizeOptions={OPTIONS.pageSizeOptions}
        emptyMessage="No fruit yet"
        noMatchMessage={noMatch}
        loading={loading}
        statusText={loading ? undefined : `${rows.length} fruit`}
      />
      <output aria-label="url">{location.search}</output>
    </>
  );
}

const renderAt = (url: string, loading = false) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <FruitList loading={loading} />
    </MemoryRouter>,
  );

const dataRows = () => screen.getAllByRole('row').filter((row) => row.getAttribute('data-id'));
const url = () => screen.getByLabelText('url');

describe('SearchableDataGrid', () => {
  it('shows the title, a named search box, CSV export and the first page', () => {
    renderAt('/fruit');
    expect(screen.getByRole('heading', { name: 'All Fruit (23)' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'All Fruit (23)' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by name...' })).toHaveAttribute('placeholder', 'Search by name...');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
  });

  it('filters as the user types and keeps the search in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/fruit?page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name...' }), 'cher');
    expect(screen.getByRole('heading', { name: 'All Fruit (5)' })).toBeInTheDocument();
    expect(dataRows()).toHaveLength(5);
    await waitFor(() => expect(url()).toHaveTextContent('?q=cher'));
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    renderAt('/fruit');
    await user.type(screen.getByRole('searchbox'), 'kiwi');
    expect(await screen.findByText('No fruit matches "kiwi"')).toBeInTheDocument();
  });

  it('restores search, sort and page from the URL', () => {
    renderAt('/fruit?q=a&sort=-price&page=2');
    expect(screen.getByRole('searchbox')).toHaveValue('a');
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByText(/11–\d+ of \d+/)).toBeInTheDocument();
  });

  it('sorts by a column header and pages with the footer, both into the URL', async () => {
    const user = userEvent.setup();
    renderAt('/fruit');
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByText('Name'));
    expect(url()).toHaveTextContent('?sort=name');
    expect(within(dataRows()[0]).getByText('Apple 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(url()).toHaveTextContent('?sort=name&page=2');
    expect(screen.getByText('11–20 of 23')).toBeInTheDocument();
  });

  describe('Export CSV', () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:fruit');
    const downloads: string[] = [];
    beforeEach(() => {
      createObjectURL.mockClear();
      downloads.length = 0;
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(this.download);
      });
    });
    afterEach(() => jest.restoreAllMocks());
    const exported = async () => {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));
      return createObjectURL.mock.calls[0][0];
    };

    it("writes the rows found in the grid's order, as UTF-8 with a byte order mark, named after the list", async () => {
      renderAt('/fruit?q=damson&sort=-price');
      const file = await exported();
      expect(downloads).toEqual(['fruit.csv']);
      expect([...new Uint8Array(await file.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(await readBlob(file)).toBe('Id,Name,Price\r\nF-04,Damson 4,10\r\nF-19,Damson 19,5\r\nF-14,Damson 14,3\r\nF-09,Damson 9,1');
    });

    it('writes every page, not only the one shown', async () => {
      renderAt('/fruit?page=2');
      const lines = (await readBlob(await exported())).split('\r\n');
      expect(lines).toHaveLength(1 + 23);
      expect(lines[1]).toBe('F-01,Apple 1,0');
    });
  });

  it('keeps a page restored from the URL while the rows are still loading', () => {
    const view = renderAt('/fruit?page=2', true);
    expect(url()).toHaveTextContent('?page=2');
    view.rerender(
      <MemoryRouter initialEntries={['/fruit?page=2']}>
        <FruitList />
      </MemoryRouter>,
    );
    expect(screen.getByText('11–20 of 23')).toBeInTheDocument();
  });

  it('Tab enters the grid on the first cell of the page', async () => {
    const user = userEvent.setup();
    renderAt('/fruit?page=2');
    await user.click(screen.getByRole('searchbox', { name: 'Search by name...' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    await user.tab();
    expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    expect(document.activeElement).toHaveTextContent('F-11');
  });

  it('Tab still enters the grid on the first cell once a search has changed the rows', async () => {
    const user = userEvent.setup();
    renderAt('/fruit?page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name...' }), 'cher');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    expect(document.activeElement).toHaveTextContent('F-03');
  });

  it('with no rows the grid holds no tab stop: Tab goes from the toolbar to the pagination', async () => {
    const user = userEvent.setup();
    renderAt('/fruit?q=kiwi');
    await user.click(screen.getByRole('searchbox', { name: 'Search by name...' }));
    await user.tab();
    await user.tab();
    expect(screen.getByRole('combobox', { name: /Rows per page/ })).toHaveFocus();
  });

  it('announces the count in a status line outside the grid', () => {
    renderAt('/fruit');
    expect(screen.getByText('23 fruit')).toHaveAttribute('role', 'status');
    expect(within(screen.getByRole('grid')).queryByRole('status')).not.toBeInTheDocument();
  });
});
