import { useCallback, useContext } from 'react';
import { type SetURLSearchParams, UNSAFE_DataRouterContext, useLocation, useSearchParams as useRenderedSearchParams } from 'react-router-dom';

// The router every area uses, re-exported from the one shared-contracts/ui instance: bundled here
// with only these parts (a package shared whole cannot be tree-shaken), and still one router
// context in the browser. It is a data router, so a form can ask before any navigation away.
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';

/**
 * React Router's useSearchParams, except that a function given to the setter receives the URL's parameters as
 * they are when it runs, not as they were when the component last rendered. A delayed write (a list's debounced
 * search) then keeps a parameter that another write (a vehicle selected meanwhile) added before React re-rendered
 * this component; with the rendered ones it would drop it. Outside a data router it is React Router's own.
 *
 * @example const [params, setParams] = useSearchParams(); setParams((current) => { current.set('vehicle', id); return current; });
 */
export function useSearchParams(): [URLSearchParams, SetURLSearchParams] {
  const [params, setRenderedParams] = useRenderedSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const setParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      if (typeof next !== 'function' || !router) return setRenderedParams(next, options);
      return setRenderedParams(next(new URLSearchParams(router.state.location.search)), options);
    },
    [router, setRenderedParams],
  );
  return [params, setParams];
}

/**
 * A function telling whether the router has already moved on from the page this component is drawn
 * for. While the next page's screen is still loading, React keeps showing this one, and its delayed
 * work (a debounced URL write) must not pull the user back. Always false outside a data router.
 *
 * @example const hasLeft = useHasLeftPage(); setTimeout(() => { if (!hasLeft()) setParams(next); }, 300);
 */
export function useHasLeftPage(): () => boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const { pathname } = useLocation();
  return useCallback(() => router !== undefined && router.state.location.pathname !== pathname, [router, pathname]);
}
