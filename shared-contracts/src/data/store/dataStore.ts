import type { CollectionName, EntityMap } from './dataSet';
import type { Client, ClientPatch, NewClientInput } from 'shared-contracts/contract';
import type { Driver, DriverPatch, NewDriverInput } from 'shared-contracts/contract';
import type { Invoice, InvoicePatch, NewInvoiceInput } from 'shared-contracts/contract';
import type { Job, JobPatch, NewJobInput } from 'shared-contracts/contract';
import type { NewSystemAlertInput, SystemAlert, SystemAlertPatch } from 'shared-contracts/contract';
import type { NewVehicleInput, Vehicle, VehiclePatch } from 'shared-contracts/contract';
import type { NewWarehouseInput, Warehouse, WarehousePatch } from 'shared-contracts/contract';

interface ListOptions {
  /** Case-insensitive substring over the collection's search fields. */
  search?: string;
}

/** The reading half of a collection, the same for every entity. */
export interface ReadCollection<T> {
  list(options?: ListOptions): Promise<T[]>;
  /** undefined for an unknown id; never rejects for that. */
  get(id: string): Promise<T | undefined>;
  /** The current records, synchronously, for selectors; the same array until a write. */
  snapshot(): readonly T[];
}

/** HTTP-client-shaped access to one entity; writes reject with ValidationError or NotFoundError. */
export interface Collection<T, In, Patch> extends ReadCollection<T> {
  create(input: In): Promise<T>;
  update(id: string, patch: Patch): Promise<T>;
}

export interface InvoiceCollection extends Collection<Invoice, NewInvoiceInput, InvoicePatch> {
  /** Generate Invoice on a job: creates it (generated, VAT 20%) and links its summary on the job. */
  createForJob(jobId: string): Promise<Invoice>;
}

export interface DataStore {
  jobs: Collection<Job, NewJobInput, JobPatch>;
  drivers: Collection<Driver, NewDriverInput, DriverPatch>;
  vehicles: Collection<Vehicle, NewVehicleInput, VehiclePatch>;
  clients: Collection<Client, NewClientInput, ClientPatch>;
  invoices: InvoiceCollection;
  warehouses: Collection<Warehouse, NewWarehouseInput, WarehousePatch>;
  systemAlerts: Collection<SystemAlert, NewSystemAlertInput, SystemAlertPatch>;
  /** Called after every write; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Grows by one on every write. */
  getVersion(): number;
  /** The store's clock (new ids, dates of new records). */
  now(): Date;
}

/** A collection's reading half by name, for generic code such as the hooks. */
export function readCollection<K extends CollectionName>(store: DataStore, name: K): ReadCollection<EntityMap[K]> {
  return store[name] as unknown as ReadCollection<EntityMap[K]>;
}
