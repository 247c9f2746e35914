// The package's public contract: a federation singleton, so one copy of every
// export below (the store above all) runs in the browser.
export { routes } from './routes';
export {
  BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes,
  useLocation, useNavigate, useParams, useSearchParams,
} from './router';
export type { Location, NavigateFunction, To } from './router';
export { areas, exposedModules, publicRoutes, adminRoutes } from './areas';
export type { AreaId, AreaContract, AreaRoute } from './areas';
export { createAppTheme } from './theme/createAppTheme';
export type { ThemeMode } from './theme/createAppTheme';
export { useThemeMode, setThemeMode } from './theme/themeMode';
export { AppProviders, TOAST_DURATION_MS, MAX_TOASTS } from './providers/AppProviders';
export { showToast } from './ui/toast';
export type { ToastMessage, ToastVariant } from './ui/toast';
export { NotFoundPage } from './ui/NotFoundPage';
export { COMPANY, COMPANY_ADDRESS_LINE } from './domain/company';
// Shared UI pieces every area's screens use (issue 5).
export { PageHeader } from './ui/PageHeader';
export type { PageHeaderProps, PageHeaderBack } from './ui/PageHeader';
export { KpiCard } from './ui/KpiCard';
export type { KpiCardProps, KpiTone } from './ui/KpiCard';
export { StatusChip } from './ui/StatusChip';
export type { StatusChipProps, StatusChipVariant } from './ui/StatusChip';
export { NotFoundView } from './ui/NotFoundView';
export type { NotFoundViewProps } from './ui/NotFoundView';
export { LoadingView, ErrorView, EmptyState } from './ui/StateViews';
// Domain types and rules, formatting, sample data and the data store (issue 3).
export type { CompanyProfile } from './domain/company';
export type { BadgeVariant, BadgeRule } from './domain/badge';
export { toIsoDate, parseIsoDate, isIsoDate, startOfDay, addDays, addIsoDays, calendarDaysBetween } from './domain/calendar';
export { JOB_STATUSES, JOB_TYPES, DEFAULT_PORTER_COUNT, PORTER_CHOICES, jobSearchFields } from './domain/job';
export type { Job, JobStatus, JobType, JobInvoiceSummary, NewJobInput, JobPatch } from './domain/job';
export { JOB_STATUS_LABELS, jobStatusBadge } from './domain/jobStatus';
export { formatJobId, parseJobId } from './domain/recordIds';
export {
  LICENSE_CLASSES, EMPLOYMENT_TYPES, DRIVER_STATUSES, DRIVER_FORM_LICENSE_CLASSES, DEFAULT_DRIVER_FORM_LICENSE_CLASS,
  DRIVER_FORM_EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABELS, DRIVER_STATUS_LABELS, isAvailableDriver, isEmployedDriver,
} from './domain/driver';
export type { Driver, LicenseClass, EmploymentType, DriverStatus, NewDriverInput, DriverPatch, DriverFormEmploymentType } from './domain/driver';
export {
  VEHICLE_STATUSES, VEHICLE_TYPES, FUEL_TYPES, EMISSIONS_CLASSES, DETAILS_NOT_HELD, VEHICLE_FORM_DEFAULTS, NEW_VEHICLE_STATE,
  REGISTRATION_FORMAT, VIN_MAX_LENGTH, MIN_VEHICLE_YEAR, ACTIVE_VEHICLE_STATUSES, VEHICLE_STATUS_LABELS,
  isActiveVehicle, isAvailableVehicle, vehicleStatusBadge,
} from './domain/vehicle';
export type { Vehicle, VehicleStatus, VehicleType, FuelType, EmissionsClass, NewVehicleInput, VehiclePatch } from './domain/vehicle';
export {
  COMPLIANCE_ALERT_TYPES, COMPLIANCE_SEVERITIES, SERVICE_REMINDER_DAYS, complianceAlertsForVehicle, complianceAlertsForFleet,
  compareComplianceAlerts, daysUntil,
} from './domain/complianceAlerts';
export type { ComplianceAlert, ComplianceAlertType, ComplianceSeverity } from './domain/complianceAlerts';
export {
  CLIENT_TYPES, CLIENT_TYPE_LABELS, CLIENT_FORM_TYPE_OPTIONS, CLIENT_STATUSES, PAYMENT_TERMS, PAYMENT_TERMS_LABELS,
  PAYMENT_TERMS_DAYS, CREDIT_LIMIT_RANGE, CLIENT_REVENUE_RANGES, DEFAULT_CLIENT_PAYMENT_TERMS, DEFAULT_CLIENT_CREDIT_LIMIT,
  clientTypeLabel, clientStatusLabel, paymentTermsLabel, isClientType, revenueRangeFor,
} from './domain/client';
export type { Client, ClientType, ListClientType, FormClientType, ClientStatus, PaymentTerms, NewClientInput, ClientPatch } from './domain/client';
export { clientActivity, clientActivityIndex } from './domain/clientActivity';
export type { ClientActivity } from './domain/clientActivity';
export {
  INVOICE_STATUSES, INVOICE_STATUS_LABELS, PAYMENT_METHODS, PAYMENT_METHOD_LABELS, VAT_RATES, DEFAULT_VAT_RATE,
  INVOICE_DUE_DAYS, INVOICE_PAYMENT_TERMS_LABEL, INVOICE_SERVICES, invoiceStatusBadge, invoiceStatusText,
} from './domain/invoice';
export type { Invoice, InvoiceStatus, PaymentMethod, VatRate, NewInvoiceInput, InvoicePatch } from './domain/invoice';
export { round2, vatAmount, invoiceTotals, isOutstanding, outstandingTotal, formatInvoiceId, parseInvoiceId } from './domain/money';
export { toJobInvoiceSummary } from './domain/jobInvoiceSummary';
export { WAREHOUSE_TYPES, WAREHOUSE_STATUSES, warehouseStatusBadge, warehouseUtilisation, capacityTone } from './domain/warehouse';
export type { Warehouse, WarehouseType, WarehouseStatus, NewWarehouseInput, WarehousePatch, WarehouseStatusBadge, StatusTone } from './domain/warehouse';
export { SYSTEM_ALERT_SEVERITIES, SYSTEM_ALERT_STATUSES, SYSTEM_ALERT_STATUS_LABELS } from './domain/systemAlert';
export type { SystemAlert, SystemAlertSeverity, SystemAlertStatus, NewSystemAlertInput, SystemAlertPatch } from './domain/systemAlert';
export type { ReportData, PeriodFigure, ClientTypeRevenue, RouteFigure, MonthFigure } from './domain/report';
export { DEFAULT_SETTINGS, COLOUR_SCHEMES } from './domain/settings';
export type {
  Settings, ThemePreference, NotificationSettings, SecuritySettings, SystemSettings, AppearanceSettings, AdminProfile,
} from './domain/settings';
export { QUOTE_SERVICE_TYPES, QUOTE_REQUIRED_FIELDS, EMPTY_QUOTE_REQUEST } from './domain/quoteRequest';
export type { QuoteRequest, QuoteServiceType } from './domain/quoteRequest';
export { toAmount, formatCurrency, formatCurrencyCompact } from './format/currency';
export { toDate, formatDate, formatDateNumeric, formatDateLong, formatTime, formatDateTime, monthShortName } from './format/dates';
export type { DateInput } from './format/dates';
export { COLLECTION_NAMES } from './data/dataSet';
export type { DataSet, EntityMap, CollectionName } from './data/dataSet';
export { generateDataSet, DEFAULT_SEED } from './data/generateDataSet';
export type { DataSetOptions } from './data/generateDataSet';
export {
  countJobsInProgress, countJobsWithStatus, countActiveVehicles, countDrivers, countActiveDrivers, countActiveSystemAlerts,
  sidebarBadges, liveValueToday, jobsForDriver, jobsForVehicle, jobsForClient, invoicesForClient, invoicesForJob, isToday,
} from './data/selectors';
export type { SidebarBadges } from './data/selectors';
export { dashboardStats } from './data/dashboardStats';
export type { DashboardStats } from './data/dashboardStats';
export { buildReportData } from './data/reportData';
export { createDataStore } from './store/createDataStore';
export type { DataStoreOptions } from './store/createDataStore';
export type { DataStore, Collection, ReadCollection, InvoiceCollection, ListOptions } from './store/dataStore';
export { getDataStore, resetDataStore, BENCH_JOB_COUNT_KEY } from './store/getDataStore';
export { ValidationError, NotFoundError, isValidationError, isNotFoundError } from './store/errors';
export { requiredMessage } from './store/fieldReader';
export { INVALID_REGISTRATION_MESSAGE } from './store/vehicleRules';
export { DataStoreProvider, useDataStore } from './store/DataStoreProvider';
export { useList, useRecord, useSnapshot } from './store/hooks';
export type { LoadResult, LoadStatus } from './store/hooks';
