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
