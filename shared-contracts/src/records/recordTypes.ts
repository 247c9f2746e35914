// The TypeScript types of each kind's records, its creates and its changes, as its declaration gives them.
import type { CLIENT_RECORD } from './clientRecord';
import type { DRIVER_RECORD } from './driverRecord';
import type { INVOICE_RECORD } from './invoiceRecord';
import type { JOB_RECORD } from './jobRecord';
import type { ChangeOf, CreateOf, StoredOf } from './recordKind';
import type { SYSTEM_ALERT_RECORD } from './systemAlertRecord';
import type { VEHICLE_RECORD } from './vehicleRecord';
import type { WAREHOUSE_RECORD } from './warehouseRecord';

export type Job = StoredOf<typeof JOB_RECORD>;
export type NewJobInput = CreateOf<typeof JOB_RECORD>;
export type JobPatch = ChangeOf<typeof JOB_RECORD>;

export type Driver = StoredOf<typeof DRIVER_RECORD>;
export type NewDriverInput = CreateOf<typeof DRIVER_RECORD>;
export type DriverPatch = ChangeOf<typeof DRIVER_RECORD>;

export type Vehicle = StoredOf<typeof VEHICLE_RECORD>;
export type NewVehicleInput = CreateOf<typeof VEHICLE_RECORD>;
export type VehiclePatch = ChangeOf<typeof VEHICLE_RECORD>;

export type Client = StoredOf<typeof CLIENT_RECORD>;
export type NewClientInput = CreateOf<typeof CLIENT_RECORD>;
export type ClientPatch = ChangeOf<typeof CLIENT_RECORD>;

export type Invoice = StoredOf<typeof INVOICE_RECORD>;
export type NewInvoiceInput = CreateOf<typeof INVOICE_RECORD>;
export type InvoicePatch = ChangeOf<typeof INVOICE_RECORD>;

export type Warehouse = StoredOf<typeof WAREHOUSE_RECORD>;
export type NewWarehouseInput = CreateOf<typeof WAREHOUSE_RECORD>;
export type WarehousePatch = ChangeOf<typeof WAREHOUSE_RECORD>;

export type SystemAlert = StoredOf<typeof SYSTEM_ALERT_RECORD>;
export type NewSystemAlertInput = CreateOf<typeof SYSTEM_ALERT_RECORD>;
export type SystemAlertPatch = ChangeOf<typeof SYSTEM_ALERT_RECORD>;
