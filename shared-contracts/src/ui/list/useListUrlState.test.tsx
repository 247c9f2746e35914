import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { createMemoryHistory, HistoryRouter, Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'shared-contracts/ui';

import type { ListStateOptions } from './listState';
import { useListUrlState } from './useListUrlState';

/** A typed search reaches the URL 300 ms after the last key. */
const SEARCH_URL_DELAY_MS = 300;

const options: ListStateOptions = { sortableFields: ['id', 'client_name'], pageSizeOptions: [10, 25], defaultPageSize: 10 };

function setup(initialUrl: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[initialUrl]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListUrlState(options), location: useLocation() }), { wrapper });
}

describe('useListUrlState', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts from the URL', () => {
    const { result } = setup('/admin/jobs?q=tate&sort=-client_name&page=2');
    expect(result.current.list).toMatchObject({
      searchInput: 'tate',
      search: 'tate',
      sort: { field: 'client_name', direction: 'desc' },
      page: 1,
      pageSize: 10,
    });
  });

  it('shows typing at once, shows the first page at once and writes the URL once typing settles', () => {
    const { result } = setup('/admin/jobs?page=3');
    act(() => result.current.list.setSearchInput('ta'));
    act(() => result.current.list.setSearchInput('tat'));
    expect(result.current.list.searchInput).toBe('tat');
    expect(result.current.list.search).toBe('tat');
    expect(result.current.list.page).toBe(0);
    expect(result.current.location.search).toBe('?page=3');
    act(() => jest.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(result.current.location.search).toBe('?q=tat');
    expect(result.current.list.searchInput).toBe('tat');
  });

  it('writes sort and page into the URL, a new sort going back to the first page', () => {
    const { result } = setup('/admin/jobs?q=x');
    act(() => result.current.list.setPagination(2, 25));
    expect(result.current.location.search).toBe('?q=x&page=3&size=25');
    expect(result.current.list).toMatchObject({ page: 2, pageSize: 25 });
    act(() => result.current.list.setSort({ field: 'id', direction: 'asc' }));
    expect(result.current.location.search).toBe('?q=x&sort=id&size=25');
    act(() => result.current.list.setSort(null));
    expect(result.current.location.search).toBe('?q=x&size=25');
  });
});

describe('useListUrlState with history', () => {
  it('follows the URL when it changes from outside (a link, then Back)', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/admin/jobs?q=first&page=2']}>{children}</MemoryRouter>
    );
    const { result } = renderHook(() => ({ list: useListUrlState(options), navigate: useNavigate() }), { wrapper });
    expect(result.current.list.searchInput).toBe('first');
    act(() => {
      void result.current.navigate('/admin/jobs?q=second');
    });
    expect(result.current.list).toMatchObject({ searchInput: 'second', search: 'second', page: 0 });
    act(() => {
      void result.current.navigate(-1);
    });
    expect(result.current.list).toMatchObject({ searchInput: 'first', search: 'first', page: 1 });
  });
});

describe('useListUrlState while typing goes on', () => {
  it('keeps what the user typed after the URL write of an earlier search lands', () => {
    jest.useFakeTimers();
    const { result } = setup('/admin/jobs');
    act(() => result.current.list.setSearchInput('ab'));
    act(() => jest.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(result.current.location.search).toBe('?q=ab');
    // Typed again, and cleared, before and after the write: the box keeps the latest text.
    act(() => result.current.list.setSearchInput('abc'));
    expect(result.current.list.searchInput).toBe('abc');
    act(() => result.current.list.setSearchInput(''));
    expect(result.current.list.searchInput).toBe('');
    act(() => jest.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(result.current.location.search).toBe('');
    expect(result.current.list.searchInput).toBe('');
    jest.useRealTimers();
  });
});

describe('useListUrlState with deferSearch', () => {
  it('still ends with the list filtered by what was typed', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/admin/jobs']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => useListUrlState(options, { deferSearch: true }), { wrapper });
    act(() => result.current.setSearchInput('tate'));
    expect(result.current.searchInput).toBe('tate');
    expect(result.current.search).toBe('tate');
  });
});

describe('useListUrlState while the next page loads', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function SearchList() {
    const list = useListUrlState(options);
    return (
      <>
        <input aria-label="Search" value={list.searchInput} onChange={(event) => list.setSearchInput(event.target.value)} />
        <Link to="/admin/jobs/JOB-2025-0001">View JOB-2025-0001</Link>
      </>
    );
  }

  it('does not write a search typed just before leaving for a page still loading, which would bring the user back', async () => {
    const StillLoading = lazy(() => new Promise<never>(() => {}));
    const history = createMemoryHistory({ initialEntries: ['/admin/jobs'] });
    render(
      <Suspense fallback={<p>Loading...</p>}>
        <HistoryRouter history={history}>
          <Routes>
            <Route path="/admin/jobs" element={<SearchList />} />
            <Route path="/admin/jobs/:jobId" element={<StillLoading />} />
          </Routes>
        </HistoryRouter>
      </Suspense>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'tate' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'View JOB-2025-0001' }));
    });
    // The list is still on screen while the job page loads, its search not yet in the URL.
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('tate');
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_URL_DELAY_MS);
    });
    expect(history.location.pathname).toBe('/admin/jobs/JOB-2025-0001');
    expect(history.location.search).toBe('');
  });
});
