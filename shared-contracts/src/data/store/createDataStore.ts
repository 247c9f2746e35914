import { searchRecords } from '../search';
import { COLLECTION_NAMES, type CollectionName, type DataSet, type EntityMap } from './dataSet';
import type { Collection, DataStore, InvoiceCollection } from './dataStore';
import { NotFoundError } from './errors';
import { loadWrites, type Writes } from './loadWrites';
import type { Cascade, CollectionRules, RuleContext, Write } from './ruleContext';
import { createTable, prependRecord, replaceRecords, type RecordTable } from './recordTable';

export interface DataStoreOptions {
  /** Clock for new ids and dates; default the real time. */
  now?: () => Date;
  /** Artificial delay of every call, to see loading states. Default 0. */
  latencyMs?: number;
  /** Calls that always reject, to see failure states, e.g. `{ drivers: ['list'] }`. */
  failures?: StoreFailures;
}

type StoreCall = 'list' | 'get' | 'create' | 'update';
export type StoreFailures = Partial<Record<CollectionName, readonly StoreCall[]>>;

class SimulatedFailureError extends Error {
  override name = 'SimulatedFailureError';
}

type Tables = { [K in CollectionName]: RecordTable<EntityMap[K]> };
type AnyRecord = { id: string };

/**
 * An in-memory store over a data set. Calls are asynchronous like an HTTP client's; a write is
 * checked in full before anything changes, then listeners hear of it. Nothing is persisted. The
 * rules a write is checked by arrive with the first write (loadWrites): a page that only reads
 * never downloads them.
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
  for (const name of COLLECTION_NAMES) tables[name] = createTable<AnyRecord>(data[name]);
  const typed = tables as unknown as Tables;
  let version = 0;
  const listeners = new Set<() => void>();

  const context: RuleContext = {
    now,
    get: (collection, id) => typed[collection].byId.get(id),
    all: (collection) => typed[collection].list,
  };

  const delay = () => (latencyMs > 0 ? new Promise<void>((resolve) => setTimeout(resolve, latencyMs)) : Promise.resolve());
  const settle = async (name: CollectionName, call: StoreCall) => {
    await delay();
    if (options.failures?.[name]?.includes(call)) throw new SimulatedFailureError(`${name}.${call} failed (simulated)`);
  };

  function commit(name: CollectionName, write: Write<AnyRecord>, inserted: boolean) {
    tables[name] = inserted ? prependRecord(tables[name], write.record) : replaceRecords(tables[name], [write.record]);
    const cascade: Cascade = write.cascade ?? {};
    for (const other of Object.keys(cascade) as CollectionName[]) {
      tables[other] = replaceRecords(tables[other], cascade[other] ?? []);
    }
    version += 1;
    for (const listener of [...listeners]) listener();
  }

  function collection<K extends CollectionName, In, Patch>(
    name: K,
    rulesOf: (writes: Writes) => CollectionRules<EntityMap[K], In, Patch>,
  ): Collection<EntityMap[K], In, Patch> {
    return {
      async list(listOptions) {
        await settle(name, 'list');
        return searchRecords(name, typed[name].list, listOptions?.search ?? '').slice();
      },
      async get(id) {
        await settle(name, 'get');
        return typeof id === 'string' ? typed[name].byId.get(id) : undefined;
      },
      async create(input) {
        await settle(name, 'create');
        const rules = rulesOf(await loadWrites());
        const write = rules.create(input, context);
        commit(name, write, true);
        return write.record;
      },
      async update(id, patch) {
        await settle(name, 'update');
        const rules = rulesOf(await loadWrites());
        const existing = typed[name].byId.get(id);
        if (!existing) throw new NotFoundError(name, String(id));
        const write = rules.update(existing, patch, context);
        commit(name, write, false);
        return write.record;
      },
      snapshot: () => typed[name].list,
    };
  }

  const invoices = collection('invoices', (writes) => writes.invoiceRules);
  const invoiceCollection: InvoiceCollection = {
    ...invoices,
    async createForJob(jobId) {
      await settle('invoices', 'create');
      const { invoiceInputForJob, invoiceRules } = await loadWrites();
      const job = typed.jobs.byId.get(jobId);
      if (!job) throw new NotFoundError('jobs', String(jobId));
      const write = invoiceRules.create(invoiceInputForJob(job), context);
      commit('invoices', write, true);
      return write.record;
    },
  };

  return {
    jobs: collection('jobs', (writes) => writes.jobRules),
    drivers: collection('drivers', (writes) => writes.driverRules),
    vehicles: collection('vehicles', (writes) => writes.vehicleRules),
    clients: collection('clients', (writes) => writes.clientRules),
    invoices: invoiceCollection,
    warehouses: collection('warehouses', (writes) => writes.warehouseRules),
    systemAlerts: collection('systemAlerts', (writes) => writes.systemAlertRules),
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
