import type { ComplianceAlert } from 'shared-contracts/domain';
import type {
  Client,
  ClientActivity,
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
} from 'shared-contracts/records';

/** The most records one page of `getList` holds. */
export const MAX_PER_PAGE = 1000;

/** Every resource a data provider serves, by the name the screens ask for it. */
export const RESOURCES = ['jobs', 'drivers', 'vehicles', 'clients', 'invoices', 'warehouses', 'systemAlerts'] as const;
export type Resource = (typeof RESOURCES)[number];

/** A vehicle as read: the stored vehicle and its compliance alerts as of today, worst first. */
export type VehicleRecord = Vehicle & {
  compliance_alerts: ComplianceAlert[];
  /** How pressing the alerts are, to sort by: any critical outweighs any number of high ones. */
  alert_weight: number;
  critical_alert_count: number;
};

/** A client as read: the stored client and its activity (revenue, jobs, last job). */
export type ClientRecord = Client & ClientActivity;

/** A provider that stores records for several people (the API) counts each record's writes, to refuse a stale update. */
interface Versioned {
  version?: number;
}

/** What each resource's reads answer with. */
export interface RecordOf {
  jobs: Job & Versioned;
  drivers: Driver & Versioned;
  vehicles: VehicleRecord & Versioned;
  clients: ClientRecord & Versioned;
  invoices: Invoice & Versioned;
  warehouses: Warehouse & Versioned;
  systemAlerts: SystemAlert & Versioned;
}

/** What a create of each resource takes. */
export interface NewOf {
  jobs: NewJobInput;
  drivers: NewDriverInput;
  vehicles: NewVehicleInput;
  clients: NewClientInput;
  invoices: NewInvoiceInput;
  warehouses: NewWarehouseInput;
  systemAlerts: NewSystemAlertInput;
}

/** What an update of each resource takes: only the fields it changes. */
export interface PatchOf {
  jobs: JobPatch;
  drivers: DriverPatch;
  vehicles: VehiclePatch;
  clients: ClientPatch;
  invoices: InvoicePatch;
  warehouses: WarehousePatch;
  systemAlerts: SystemAlertPatch;
}
