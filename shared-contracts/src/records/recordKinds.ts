import type { Resource } from 'shared-contracts/contract';

import { CLIENT_RECORD } from './clientRecord';
import { DRIVER_RECORD } from './driverRecord';
import { INVOICE_RECORD } from './invoiceRecord';
import { JOB_RECORD } from './jobRecord';
import type { AnyRecordKind } from './recordKind';
import { SYSTEM_ALERT_RECORD } from './systemAlertRecord';
import { VEHICLE_RECORD } from './vehicleRecord';
import { WAREHOUSE_RECORD } from './warehouseRecord';

/** Every kind of record a data provider serves, by resource. */
export const RECORD_KINDS = {
  jobs: JOB_RECORD,
  drivers: DRIVER_RECORD,
  vehicles: VEHICLE_RECORD,
  clients: CLIENT_RECORD,
  invoices: INVOICE_RECORD,
  warehouses: WAREHOUSE_RECORD,
  systemAlerts: SYSTEM_ALERT_RECORD,
} as const satisfies Record<Resource, AnyRecordKind>;
