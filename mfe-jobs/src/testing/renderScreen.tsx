import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  AppProviders,
  createDataStore,
  type DataSet,
  type DataStore,
  type DataStoreOptions,
  DataStoreProvider,
  generateDataSet,
  MemoryRouter,
  Route,
  Routes,
  useLocation,
} from 'shared-contracts';

/** Today's sample data, generated once per test file; every test gets a fresh store over it. */
let sample: DataSet | undefined;
export function sampleData(): DataSet {
  sample ??= generateDataSet({ today: new Date() });
  return sample;
}

export function freshStore(options: DataStoreOptions = {}): DataStore {
  return createDataStore(sampleData(), options);
}

function LocationProbe() {
  const location = useLocation();
  return <span hidden data-testid="location">{`${location.pathname}${location.search}`}</span>;
}

/**
 * Renders a screen as the host does: inside AppProviders and a router, on `path`, with the real
 * sample data in a store of its own. Other routes render their path so navigation can be checked.
 */
export function renderScreen(
  element: ReactElement,
  { path, url, store = freshStore() }: { path: string; url: string; store?: DataStore },
) {
  const view = render(
    <AppProviders>
      <DataStoreProvider store={store}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Other page</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </DataStoreProvider>
    </AppProviders>,
  );
  return { ...view, store };
}

/** Where the router is now (pathname + search). */
export const currentLocation = (container: HTMLElement = document.body) =>
  container.querySelector('[data-testid="location"]')?.textContent ?? '';
