import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createDataStore, type DataSet, type DataStore, type DataStoreOptions, DataStoreProvider, generateDataSet } from 'shared-contracts/data';
import { AppProviders, createMemoryHistory, HistoryRouter, Route, Routes } from 'shared-contracts/ui';

/** Today's sample data, generated once per test file; every test gets a fresh store over it. */
let sample: DataSet | undefined;
export function sampleData(): DataSet {
  sample ??= generateDataSet({ today: new Date() });
  return sample;
}

export function freshStore(options: DataStoreOptions = {}): DataStore {
  return createDataStore(sampleData(), options);
}

/**
 * Renders a screen as the host does: inside AppProviders and the portal's router, on `path` at `url`,
 * with the real sample data in a store of its own. Any other route shows "Other page", so a test
 * can follow a link; `location()` says where the router is now (pathname and search).
 *
 * @example const { location } = renderScreen(<JobsListPage />, { path: '/admin/jobs', url: '/admin/jobs?q=van' });
 */
export function renderScreen(element: ReactElement, { path, url, store = freshStore() }: { path: string; url: string; store?: DataStore }) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const view = render(
    <AppProviders>
      <DataStoreProvider store={store}>
        <HistoryRouter history={history}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Other page</p>} />
          </Routes>
        </HistoryRouter>
      </DataStoreProvider>
    </AppProviders>,
  );
  const location = () => `${history.location.pathname}${history.location.search}`;
  return { ...view, store, location };
}
