// The router every area uses, re-exported from the one shared-contracts instance.
// Shared whole through federation, react-router costs about 60 KB gzip on every
// page, because a shared package cannot be tree-shaken; re-exported from here it
// is bundled into shared-contracts with only these parts (about 14 KB), and there
// is still exactly one copy, so one router context, in the browser.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateFunction, To } from 'react-router-dom';
