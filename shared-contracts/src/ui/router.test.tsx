import { act, render } from '@testing-library/react';

import { createMemoryHistory, HistoryRouter, useSearchParams } from './router';

describe('useSearchParams', () => {
  it("gives a function setter the URL's parameters as they are when it runs, even from an earlier render", async () => {
    let firstSetter: ReturnType<typeof useSearchParams>[1] | null = null;
    function Page() {
      const [, setParams] = useSearchParams();
      firstSetter ??= setParams;
      return null;
    }
    const history = createMemoryHistory({ initialEntries: ['/admin/tracking?fleet.q=leeds'] });
    render(
      <HistoryRouter history={history}>
        <Page />
      </HistoryRouter>,
    );
    act(() => history.replace('/admin/tracking?fleet.q=leeds&vehicle=VEH-003'));
    // A write that was scheduled before the vehicle was selected: it adds its own parameter and keeps the rest.
    await act(async () =>
      firstSetter!((current) => {
        current.set('fleet.q', 'york');
        return current;
      }),
    );
    expect(history.location.search).toBe('?fleet.q=york&vehicle=VEH-003');
  });
});
