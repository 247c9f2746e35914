import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

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
  useSearchParams,
} from 'react-router-dom';

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
