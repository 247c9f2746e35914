import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createDataStore, type DataSet, type DataStore, type DataStoreOptions, DataStoreProvider, generateDataSet } from 'shared-contracts/data';
import { AppProviders, createMemoryRouter, RouterProvider } from 'shared-contracts/ui';

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
 * Renders a screen as the host does: inside AppProviders and a data router, on `path` at `url`,
 * with the real sample data in a store of its own. Any other route shows "Other page", so a test
 * can follow a link; `location()` says where the router is now (pathname and search).
 *
 * @example const { location } = renderScreen(<JobsListPage />, { path: '/admin/jobs', url: '/admin/jobs?q=van' });
 */
export function renderScreen(element: ReactElement, { path, url, store = freshStore() }: { path: string; url: string; store?: DataStore }) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Other page</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders>
      <DataStoreProvider store={store}>
        <RouterProvider router={router} />
      </DataStoreProvider>
    </AppProviders>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, location };
}
