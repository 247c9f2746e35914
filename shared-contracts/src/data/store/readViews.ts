import {
  alertWeight,
  complianceAlertsForVehicle,
  routeName,
  type ClientRecord,
  type Job,
  type JobRecord,
  type RecordOf,
  type Resource,
  type SortOrder,
  type Vehicle,
  type VehicleRecord,
} from 'shared-contracts/contract';
import { clientActivityIndex, NO_CLIENT_ACTIVITY } from '../clients/clientActivity';
import { inDispatchOrder } from '../jobs/dispatchOrder';
import type { RecordTable } from './recordTable';
import type { EntityMap } from './dataSet';
import { sortByField } from './listQuery';

/** What reads of one resource see: its records as read (stored fields and those worked out from them), by id, and their sorted orders. */
export interface ReadView<T extends { id: string }> {
  records: readonly T[];
  byId: ReadonlyMap<string, T>;
  /** The records in one order, each order worked out once per view. */
  sortedBy(sort: string, order: SortOrder): readonly T[];
}

type Tables = { readonly [K in Resource]: RecordTable<EntityMap[K]> };

const jobRecords = new WeakMap<Job, JobRecord>();
/** A stored job never changes (a write replaces it), so its record as read is made once. */
function toJobRecord(job: Job): JobRecord {
  let record = jobRecords.get(job);
  if (!record) jobRecords.set(job, (record = { ...job, route: routeName(job.pickup_address, job.delivery_address) ?? null }));
  return record;
}

function toVehicleRecord(vehicle: Vehicle, today: Date): VehicleRecord {
  const alerts = complianceAlertsForVehicle(vehicle, today);
  return {
    ...vehicle,
    compliance_alerts: alerts,
    alert_weight: alertWeight(alerts),
    critical_alert_count: alerts.filter((alert) => alert.severity === 'critical').length,
  };
}

function clientRecords(tables: Tables): ClientRecord[] {
  const activity = clientActivityIndex(tables.jobs.list, tables.invoices.list);
  return tables.clients.list.map((client) => ({ ...client, ...(activity.get(client.id) ?? NO_CLIENT_ACTIVITY) }));
}

/** Orders beyond a field (the contract's NAMED_ORDERS), ascending. */
const NAMED_ORDERS: Partial<Record<Resource, Record<string, (records: readonly never[]) => object[]>>> = {
  jobs: { dispatch_order: inDispatchOrder as (records: readonly never[]) => object[] },
};

function makeView<T extends { id: string }>(resource: Resource, records: readonly T[]): ReadView<T> {
  const byId = new Map(records.map((record) => [record.id, record]));
  const orders = new Map<string, readonly T[]>();
  return {
    records,
    byId,
    sortedBy(sort, order) {
      const key = `${sort} ${order}`;
      let sorted = orders.get(key);
      if (!sorted) {
        const named = NAMED_ORDERS[resource]?.[sort];
        sorted = named ? (named(records as never[]) as unknown as T[]) : sortByField(records, sort, order);
        if (named && order === 'desc') sorted = sorted.slice().reverse();
        orders.set(key, sorted);
      }
      return sorted;
    },
  };
}

/**
 * The read side of the sample provider: each resource's view, made again only when a table it reads
 * has changed (or, for vehicles, the day their compliance is judged on).
 */
export function createReadViews(tables: () => Tables, today: () => Date) {
  const cache = new Map<Resource, { inputs: readonly unknown[]; view: ReadView<{ id: string }> }>();

  const inputsOf = (resource: Resource, current: Tables): readonly unknown[] => {
    if (resource === 'clients') return [current.clients, current.jobs, current.invoices];
    if (resource === 'vehicles') return [current.vehicles, today().toDateString()];
    return [current[resource]];
  };

  const build = (resource: Resource, current: Tables): readonly { id: string }[] => {
    if (resource === 'jobs') return current.jobs.list.map(toJobRecord);
    if (resource === 'vehicles') {
      const day = today();
      return current.vehicles.list.map((vehicle) => toVehicleRecord(vehicle, day));
    }
    if (resource === 'clients') return clientRecords(current);
    return current[resource].list;
  };

  return function view<R extends Resource>(resource: R): ReadView<RecordOf[R]> {
    const current = tables();
    const inputs = inputsOf(resource, current);
    const cached = cache.get(resource);
    if (cached && cached.inputs.length === inputs.length && cached.inputs.every((input, i) => input === inputs[i])) {
      return cached.view as ReadView<RecordOf[R]>;
    }
    const view = makeView(resource, build(resource, current));
    cache.set(resource, { inputs, view });
    return view as ReadView<RecordOf[R]>;
  };
}
