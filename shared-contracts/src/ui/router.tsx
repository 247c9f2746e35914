import { createBrowserHistory, createMemoryHistory, type History, type InitialEntry } from 'history';
import { createContext, type ReactNode, startTransition, useCallback, useContext, useLayoutEffect, useState } from 'react';
import { NavigationType, Router, type SetURLSearchParams, useLocation, useSearchParams as useRenderedSearchParams } from 'react-router-dom';

// The router every area uses, re-exported from the one shared-contracts/ui instance: bundled here
// with only these parts (a package shared whole cannot be tree-shaken), and still one router
// context in the browser. React Router's declarative router runs over a `history` object, which can
// hold a navigation while a form asks whether to leave (useLeaveGuard); the data router, which
// offers that too, weighs about 17 KB gzip more on every page for loaders and actions no area uses.
export type { Transition } from 'history';
export { Action, createMemoryHistory } from 'history';
export { Link, Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';

const RouterHistoryContext = createContext<History | null>(null);

/** The history the portal's router runs over (every router shared-contracts offers is a HistoryRouter). */
export function useRouterHistory(): History {
  const history = useContext(RouterHistoryContext);
  if (!history) throw new Error('useRouterHistory is used outside HistoryRouter (BrowserRouter, MemoryRouter)');
  return history;
}

const NAVIGATION_TYPES = { POP: NavigationType.Pop, PUSH: NavigationType.Push, REPLACE: NavigationType.Replace };

/**
 * React Router over `history`: the browser's (BrowserRouter) or one in memory (tests, static pages).
 * A navigation re-renders in a transition, so the page being left stays on screen while the next one loads.
 *
 * @example const history = createMemoryHistory({ initialEntries: ['/admin/jobs'] });
 * render(<HistoryRouter history={history}><JobsRoutes /></HistoryRouter>); act(() => history.push('/admin/jobs/new'));
 */
export function HistoryRouter({ history, children }: { history: History; children?: ReactNode }) {
  const [{ action, location }, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <RouterHistoryContext.Provider value={history}>
      <Router location={location} navigationType={NAVIGATION_TYPES[action]} navigator={history}>
        {children}
      </Router>
    </RouterHistoryContext.Provider>
  );
}

/** The portal's router, over the browser's history. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(createBrowserHistory);
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** The portal's router over a history in memory, starting at the last of `initialEntries` (static pages, tests). */
export function MemoryRouter({ initialEntries, children }: { initialEntries?: InitialEntry[]; children?: ReactNode }) {
  const [history] = useState(() => createMemoryHistory({ initialEntries }));
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/**
 * React Router's useSearchParams, except that a function given to the setter receives the URL's parameters as
 * they are when it runs, not as they were when the component last rendered. A delayed write (a list's debounced
 * search) then keeps a parameter that another write (a vehicle selected meanwhile) added before React re-rendered
 * this component; with the rendered ones it would drop it.
 *
 * @example const [params, setParams] = useSearchParams(); setParams((current) => { current.set('vehicle', id); return current; });
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setRenderedParams] = useRenderedSearchParams();
  const history = useRouterHistory();
  const setParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (typeof next !== 'function') return setRenderedParams(next, options);
      return setRenderedParams(next(new URLSearchParams(history.location.search)), options);
    },
    [history, setRenderedParams],
  );
  return [params, setParams];
}

/**
 * A function telling whether the router has already moved on from the page this component is drawn
 * for. While the next page's screen is still loading, React keeps showing this one, and its delayed
 * work (a debounced URL write) must not pull the user back.
 *
 * @example const hasLeft = useHasLeftPage(); setTimeout(() => { if (!hasLeft()) setParams(next); }, 300);
 */
export function useHasLeftPage(): () => boolean {
  const history = useRouterHistory();
  const { pathname } = useLocation();
  return useCallback(() => history.location.pathname !== pathname, [history, pathname]);
}
