// The records entry: each kind of record declared once (its fields with their types, labels, checks, who sets them,
// search, sort, CSV and columns), and what screens, the data layer and the API read of it. No React, no MUI, no zod:
// the data layer builds each kind's zod schema from it with the first write or form.
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
export { WAREHOUSE_RECORD } from './warehouseRecord';
