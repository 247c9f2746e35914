import { COLLECTION_NAMES, type CollectionName, type DataSet, type EntityMap } from '../data/dataSet';
import type { Collection, DataStore, InvoiceCollection } from './dataStore';
import { clientRules } from './clientRules';
import { driverRules } from './driverRules';
import { NotFoundError } from './errors';
import { invoiceInputForJob, invoiceRules } from './invoiceRules';
import { jobRules } from './jobRules';
import type { Cascade, CollectionRules, RuleContext, Write } from './ruleContext';
import { createTable, prependRecord, replaceRecords, searchTable, type RecordTable } from './recordTable';
import { systemAlertRules } from './systemAlertRules';
import { vehicleRules } from './vehicleRules';
import { warehouseRules } from './warehouseRules';

export interface DataStoreOptions {
  /** Clock for new ids and dates; default the real time. */
  now?: () => Date;
  /** Artificial delay of every call, to see loading states. Default 0. */
  latencyMs?: number;
}

type Tables = { [K in CollectionName]: RecordTable<EntityMap[K]> };
type AnyRecord = { id: string };

const SEARCH_TEXT: { [K in CollectionName]: (record: EntityMap[K]) => string } = {
  jobs: jobRules.searchText,
  drivers: driverRules.searchText,
  vehicles: vehicleRules.searchText,
  clients: clientRules.searchText,
  invoices: invoiceRules.searchText,
  warehouses: warehouseRules.searchText,
  systemAlerts: systemAlertRules.searchText,
};

const textOf = (name: CollectionName) => SEARCH_TEXT[name] as (record: AnyRecord) => string;

/**
 * An in-memory store over a data set. Calls are asynchronous like an HTTP client's; a write is
 * checked in full before anything changes, then listeners hear of it. Nothing is persisted.
 *
 * @example
 * const store = createDataStore(generateDataSet());
 * const job = await store.jobs.create({ client_id: 'CLI-001', job_type: 'Office Move', pickup_address: '…', delivery_address: '…', pickup_date: '2025-09-01' });
 * const invoice = await store.invoices.createForJob(job.id);
 */
export function createDataStore(data: Pick<DataSet, CollectionName>, options: DataStoreOptions = {}): DataStore {
  const now = options.now ?? (() => new Date());
  const latencyMs = options.latencyMs ?? 0;
  const tables = {} as Record<CollectionName, RecordTable<AnyRecord>>;
  for (const name of COLLECTION_NAMES) tables[name] = createTable<AnyRecord>(data[name], textOf(name));
  const typed = tables as unknown as Tables;
  let version = 0;
  const listeners = new Set<() => void>();

  const context: RuleContext = {
    now,
    get: (collection, id) => typed[collection].byId.get(id),
    all: (collection) => typed[collection].list,
  };

  const settle = () => (latencyMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, latencyMs)) : Promise.resolve());

  function commit(name: CollectionName, write: Write<AnyRecord>, inserted: boolean) {
    tables[name] = inserted
      ? prependRecord(tables[name], write.record, textOf(name))
      : replaceRecords(tables[name], [write.record], textOf(name));
    const cascade: Cascade = write.cascade ?? {};
    for (const other of Object.keys(cascade) as CollectionName[]) {
      tables[other] = replaceRecords(tables[other], cascade[other] ?? [], textOf(other));
    }
    version += 1;
    for (const listener of [...listeners]) listener();
  }

  function collection<K extends CollectionName, In, Patch>(
    name: K,
    ruleSet: CollectionRules<EntityMap[K], In, Patch>,
  ): Collection<EntityMap[K], In, Patch> {
    return {
      async list(listOptions) {
        await settle();
        return searchTable(typed[name], listOptions?.search);
      },
      async get(id) {
        await settle();
        return typeof id === 'string' ? typed[name].byId.get(id) : undefined;
      },
      async create(input) {
        await settle();
        const write = ruleSet.create(input, context);
        commit(name, write, true);
        return write.record;
      },
      async update(id, patch) {
        await settle();
        const existing = typed[name].byId.get(id);
        if (!existing) throw new NotFoundError(name, String(id));
        const write = ruleSet.update(existing, patch, context);
        commit(name, write, false);
        return write.record;
      },
      snapshot: () => typed[name].list,
    };
  }

  const invoices = collection('invoices', invoiceRules);
  const invoiceCollection: InvoiceCollection = {
    ...invoices,
    async createForJob(jobId) {
      await settle();
      const job = typed.jobs.byId.get(jobId);
      if (!job) throw new NotFoundError('jobs', String(jobId));
      const write = invoiceRules.create(invoiceInputForJob(job), context);
      commit('invoices', write, true);
      return write.record;
    },
  };

  return {
    jobs: collection('jobs', jobRules),
    drivers: collection('drivers', driverRules),
    vehicles: collection('vehicles', vehicleRules),
    clients: collection('clients', clientRules),
    invoices: invoiceCollection,
    warehouses: collection('warehouses', warehouseRules),
    systemAlerts: collection('systemAlerts', systemAlertRules),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getVersion: () => version,
    now,
  };
}
