// The ui entry: theme, providers, toasts, the router and the components every area shares.
export { BusyButton } from './components/BusyButton';
export { KpiCard } from './components/KpiCard';
export { KpiGrid } from './components/KpiGrid';
export { LeaveDialog } from './components/LeaveDialog';
export { NotFoundPage } from './components/NotFoundPage';
export type { NotFoundViewProps } from './components/NotFoundView';
export { NotFoundView } from './components/NotFoundView';
export type { PageHeaderProps } from './components/PageHeader';
export { PageHeader } from './components/PageHeader';
export type { RecordRead } from './components/recordRead';
export { downloadJson, saveFile } from './components/saveFile';
export { EmptyState, ErrorView, LoadingView } from './components/StateViews';
export { StatusChip } from './components/StatusChip';
export { useFocusFirstError } from './components/useFocusFirstError';
export type { LeaveGuard } from './components/useLeaveGuard';
export { useLeaveGuard } from './components/useLeaveGuard';
export { AppProviders } from './providers/AppProviders';
export { AreaWidget } from './remote/AreaWidget';
export { ErrorBoundary } from './remote/ErrorBoundary';
export { reloadableLazy } from './remote/reloadableLazy';
export { provideWidgetLoader } from './remote/widgetLoader';
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
export { setThemeMode, THEME_MODE_STORAGE_KEY, useThemeMode } from './theme/themeMode';
