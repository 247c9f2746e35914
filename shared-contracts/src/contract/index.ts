// The contract entry: how the host and the areas meet. No React, no MUI.

export type { AreaId, PathOwner } from './areas';
export { areas, ownerOfPath } from './areas';
export { addDays, addIsoDays, calendarDaysBetween, isIsoDate, parseIsoDate, startOfDay, toIsoDate } from './domain/calendar';
export type { Client, ClientPatch, ClientType, ListClientType, NewClientInput, PaymentTerms } from './domain/client';
export {
  ALL_CLIENT_TYPES,
  CLIENT_STATUSES,
  clientStatusLabel,
  clientTypeLabel,
  CREDIT_LIMIT_RANGE,
  DEFAULT_CLIENT_CREDIT_LIMIT,
  DEFAULT_CLIENT_PAYMENT_TERMS,
  PAYMENT_TERMS,
  paymentTermsLabel,
  revenueRangeFor,
} from './domain/client';
export type { ClientActivity } from './domain/clientActivity';
export { COMPANY, COMPANY_ADDRESS_LINE } from './domain/company';
export type { ComplianceAlert } from './domain/compliance';
export { alertWeight, complianceAlertsForVehicle } from './domain/compliance';
export type { Driver, DriverPatch, DriverStatus, EmploymentType, LicenseClass, NewDriverInput } from './domain/driver';
export { DRIVER_STATUSES, EMPLOYMENT_TYPES, LICENSE_CLASSES } from './domain/driver';
export type { Invoice, InvoicePatch, InvoiceStatus, NewInvoiceInput } from './domain/invoice';
export {
  DEFAULT_VAT_RATE,
  INVOICE_DUE_DAYS,
  INVOICE_STATUSES,
  invoiceInputForJob,
  invoicePaymentTerms,
  invoiceStatusBadge,
  invoiceStatusText,
  PAYMENT_METHODS,
  paymentMethodLabel,
  statusAfterSending,
  toJobInvoiceSummary,
  VAT_RATES,
  vatRateLabel,
} from './domain/invoice';
export type { Job, JobInvoiceSummary, JobPatch, JobStatus, JobType, NewJobInput } from './domain/job';
export { DEFAULT_PORTER_COUNT, JOB_STATUSES, JOB_TYPES } from './domain/job';
export { jobStatusBadge } from './domain/jobStatus';
export { formatInvoiceId, invoiceTotals, parseInvoiceId } from './domain/money';
export { formatJobId, formatSequentialId, parseJobId } from './domain/recordIds';
export { routeName } from './domain/routeName';
export type { NewSystemAlertInput, SystemAlert, SystemAlertPatch, SystemAlertSeverity, SystemAlertStatus } from './domain/systemAlert';
export { SYSTEM_ALERT_SEVERITIES, SYSTEM_ALERT_STATUSES } from './domain/systemAlert';
export type { EmissionsClass, FuelType, NewVehicleInput, Vehicle, VehiclePatch, VehicleStatus, VehicleType } from './domain/vehicle';
export {
  ACTIVE_VEHICLE_STATUSES,
  DETAILS_NOT_HELD,
  EMISSIONS_CLASSES,
  FUEL_TYPES,
  isActiveVehicle,
  MIN_VEHICLE_YEAR,
  NEW_VEHICLE_STATE,
  REGISTRATION_FORMAT,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  vehicleStatusBadge,
  VIN_MAX_LENGTH,
} from './domain/vehicle';
export type { NewWarehouseInput, Warehouse, WarehousePatch } from './domain/warehouse';
export { capacityTone, WAREHOUSE_STATUSES, WAREHOUSE_TYPES, warehouseStatusBadge, warehouseUtilisation } from './domain/warehouse';
export { formatCurrency, formatCurrencyCompact } from './format/currency';
export { formatDate, formatDateLong, formatDateTime, formatTime } from './format/dates';
export { LIVE_PAGE_FAILED_EVENT } from './livePage';
export type { ToastMessage } from './notifications';
export { onToast, showToast } from './notifications';
export type { FieldErrorCode, FieldErrors } from './provider/dataErrors';
export { ConflictError, isDataError, NotFoundError, UnauthorizedError, UnavailableError, ValidationError } from './provider/dataErrors';
export type {
  AggregateGroup,
  AggregateParams,
  DataProvider,
  Filter,
  FilterValue,
  GetListParams,
  GetListResult,
  SortOrder,
  UpdateParams,
  WriteResult,
} from './provider/dataProvider';
export type { LoadStatus } from './provider/loadStatus';
export type { ClientRecord, NewOf, PatchOf, RecordOf, Resource, VehicleRecord } from './provider/resources';
export { MAX_PER_PAGE, RESOURCES } from './provider/resources';
export { routes } from './routes';
export type { PaletteCommand, SidebarBadgeKey, SidebarItem } from './shell';
export { paletteNavigation, quickActions, sidebarItems } from './shell';
export { CONTRACT_ENTRY_VERSIONS, CONTRACT_VERSION } from './version';
export type { WidgetContract, WidgetId, WidgetProps } from './widgets';
export { widgets } from './widgets';
