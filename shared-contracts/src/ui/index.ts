// The ui entry: theme, providers, toasts, the router and the components every area shares.
export {
  BrowserRouter,
  createMemoryHistory,
  HistoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Routes,
  useHasLeftPage,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';
export type { ThemeMode } from './theme/createAppTheme';
export { useThemeMode, setThemeMode, THEME_MODE_STORAGE_KEY } from './theme/themeMode';
export { AppProviders } from './providers/AppProviders';
export { NotFoundPage } from './components/NotFoundPage';
export { NotFoundView } from './components/NotFoundView';
export { PageHeader } from './components/PageHeader';
export type { PageHeaderProps } from './components/PageHeader';
export { KpiCard } from './components/KpiCard';
export { KpiGrid } from './components/KpiGrid';
export { BusyButton } from './components/BusyButton';
export { StatusChip } from './components/StatusChip';
export { LoadingView, ErrorView, EmptyState } from './components/StateViews';
export { LeaveDialog } from './components/LeaveDialog';
export { useLeaveGuard } from './components/useLeaveGuard';
export type { LeaveGuard } from './components/useLeaveGuard';
export { AreaWidget } from './remote/AreaWidget';
export { provideWidgetLoader } from './remote/widgetLoader';
export { reloadableLazy } from './remote/reloadableLazy';
export { ErrorBoundary } from './remote/ErrorBoundary';
export { saveFile, downloadJson } from './components/saveFile';
export { useFocusFirstError } from './components/useFocusFirstError';
