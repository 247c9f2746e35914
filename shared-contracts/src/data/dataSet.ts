import type { Client } from '../domain/client';
import type { Driver } from '../domain/driver';
import type { Invoice } from '../domain/invoice';
import type { Job } from '../domain/job';
import type { SystemAlert } from '../domain/systemAlert';
import type { Vehicle } from '../domain/vehicle';
import type { Warehouse } from '../domain/warehouse';

/** Every collection the store holds, by name. */
export interface EntityMap {
  jobs: Job;
  drivers: Driver;
  vehicles: Vehicle;
  clients: Client;
  invoices: Invoice;
  warehouses: Warehouse;
  systemAlerts: SystemAlert;
}

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
