import type { Client, Driver, Invoice, Job, SystemAlert, Vehicle, Warehouse } from 'shared-contracts/records';

/** Every collection the sample data holds, by name: the stored records, before reads add what they work out. */
export interface EntityMap {
  jobs: Job;
  drivers: Driver;
  vehicles: Vehicle;
  clients: Client;
  invoices: Invoice;
  warehouses: Warehouse;
  systemAlerts: SystemAlert;
}

/** The stored records of each resource (reads add fields worked out from them: see RecordOf). */
export type CollectionName = keyof EntityMap;

export const COLLECTION_NAMES = [
  'jobs',
  'drivers',
  'vehicles',
  'clients',
  'invoices',
  'warehouses',
  'systemAlerts',
] as const satisfies readonly CollectionName[];

/** One coherent set of records; jobs and invoices newest first. */
export type DataSet = { [K in CollectionName]: EntityMap[K][] } & {
  /** yyyy-mm-dd the dates are relative to */
  today: string;
  seed: number;
};
