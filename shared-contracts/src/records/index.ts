// The records entry: each kind of record declared once (its fields with their types, labels, checks, who sets them,
// search, sort, CSV and columns), its vocabulary (statuses, types, choice lists, defaults, the labels of its choices),
// the record types, and what screens, the data layer and the API read of it. No React, no MUI, no zod: the data layer
// builds each kind's zod schema from it with the first write or form.
export type { ClientActivity } from './clientActivity';
export { CLIENT_RECORD } from './clientRecord';
export { DRIVER_RECORD } from './driverRecord';
export { INVOICE_RECORD } from './invoiceRecord';
export { JOB_RECORD } from './jobRecord';
/** @internal exported for the API's test of the migrations (api/src/db/migrations.test.ts) */
export { columnOf } from './recordFields';
export { csvHeadersOf, defaultsOf, inputKindsOf, labelsOf, messageNameOf, searchValuesOf, sortFieldsOf, valueKindOf } from './recordFields';
export type { AnyRecordKind, CreateOf, FieldSpec } from './recordKind';
export { RECORD_KINDS } from './recordKinds';
export type {
  Client,
  ClientPatch,
  Driver,
  DriverPatch,
  Invoice,
  InvoicePatch,
  Job,
  JobPatch,
  NewClientInput,
  NewDriverInput,
  NewInvoiceInput,
  NewJobInput,
  NewSystemAlertInput,
  NewVehicleInput,
  NewWarehouseInput,
  SystemAlert,
  SystemAlertPatch,
  Vehicle,
  VehiclePatch,
  Warehouse,
  WarehousePatch,
} from './recordTypes';
export { SYSTEM_ALERT_RECORD } from './systemAlertRecord';
export { VEHICLE_RECORD } from './vehicleRecord';
export type { ClientType, ListClientType, PaymentTerms } from './vocabulary/client';
/** @internal exported for the tests that hold the sample data and the API to every client type */
export { ALL_CLIENT_TYPES } from './vocabulary/client';
export { clientTypeLabel, CREDIT_LIMIT_RANGE, PAYMENT_TERMS } from './vocabulary/client';
export type { DriverStatus, EmploymentType, LicenseClass } from './vocabulary/driver';
export type { InvoiceStatus, PaymentMethod } from './vocabulary/invoice';
export { DEFAULT_VAT_RATE, INVOICE_DUE_DAYS, PAYMENT_METHODS, VAT_RATES } from './vocabulary/invoice';
/** @internal exported for the tests of the sample invoices and of Send Invoice */
export { INVOICE_STATUSES } from './vocabulary/invoice';
export type { JobStatus, JobType } from './vocabulary/job';
export { DEFAULT_PORTER_COUNT, JOB_TYPES } from './vocabulary/job';
export type { SystemAlertSeverity, SystemAlertStatus } from './vocabulary/systemAlert';
export type { EmissionsClass, FuelType, VehicleStatus, VehicleType } from './vocabulary/vehicle';
export {
  DETAILS_NOT_HELD,
  EMISSIONS_CLASSES,
  FUEL_TYPES,
  MIN_VEHICLE_YEAR,
  NEW_VEHICLE_STATE,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
  VIN_MAX_LENGTH,
} from './vocabulary/vehicle';
export { WAREHOUSE_STATUSES, WAREHOUSE_TYPES } from './vocabulary/warehouse';
export { WAREHOUSE_RECORD } from './warehouseRecord';
