import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type DataProvider, type Role, ROLES } from 'shared-contracts/contract';
import { createSampleProvider, DataLayerProvider, type DataSet, generateDataSet, type SampleProviderOptions } from 'shared-contracts/data';
import { AppProviders, createMemoryHistory, HistoryRouter, Route, Routes } from 'shared-contracts/ui';

/** Today's sample data, generated once per test file; every test gets a fresh provider over it. */
let sample: DataSet | undefined;
export function sampleData(): DataSet {
  sample ??= generateDataSet({ today: new Date() });
  return sample;
}

/** A sample provider of its own over today's sample data. */
export function freshProvider(options: SampleProviderOptions = {}): DataProvider {
  return createSampleProvider(sampleData(), options);
}

/**
 * A sample provider of its own, signed in as a member of staff of that role ("Dispatcher Tester", dispatcher@test).
 *
 * @example renderScreen(<JobsListPage />, { path: '/admin/jobs', url: '/admin/jobs', provider: providerAs('viewer') });
 */
export function providerAs(role: Role, options: SampleProviderOptions = {}): DataProvider {
  const session = { email: `${role}@test`, name: `${ROLES[role]} Tester`, role };
  return freshProvider({ ...options, session: () => session });
}

/**
 * Renders a screen as the host does: inside AppProviders, the data layer and the portal's router, on `path`
 * at `url`, with the real sample data in a provider of its own (or the one given, and its clock). Any other
 * route shows "Other page", so a test can follow a link; `location()` says where the router is now.
 *
 * @example const { location, provider } = renderScreen(<JobsListPage />, { path: '/admin/jobs', url: '/admin/jobs?q=van' });
 */
export function renderScreen(
  element: ReactElement,
  { path, url, provider = freshProvider(), now }: { path: string; url: string; provider?: DataProvider; now?: () => Date },
) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const view = render(
    <AppProviders>
      <DataLayerProvider provider={provider} now={now}>
        <HistoryRouter history={history}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Other page</p>} />
          </Routes>
        </HistoryRouter>
      </DataLayerProvider>
    </AppProviders>,
  );
  const location = () => `${history.location.pathname}${history.location.search}`;
  return { ...view, provider, location };
}
