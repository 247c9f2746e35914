import type { ClientRecord, RecordOf, Resource, SortOrder, VehicleRecord } from 'shared-contracts/contract';
import { alertWeight, complianceAlertsForVehicle } from 'shared-contracts/domain';
import type { Vehicle } from 'shared-contracts/records';

import { clientActivityIndex, NO_CLIENT_ACTIVITY } from '../clients/clientActivity';
import { inDispatchOrder } from '../jobs/dispatchOrder';
import { searchText } from '../search';
import type { EntityMap } from './dataSet';
import { sortByField } from './listQuery';
import type { RecordTable } from './recordTable';

/**
 * What reads of one resource see: its records as read (stored fields and those worked out from them), by id,
 * and, worked out once per view, each record's search text and the records' sorted orders (as positions).
 */
export interface ReadView<T extends { id: string }> {
  records: readonly T[];
  byId: ReadonlyMap<string, T>;
  /** Each record's search text, by position. */
  texts(): readonly string[];
  /** The positions of the records in one order. */
  order(sort: string | undefined, direction: SortOrder): Int32Array;
}

type Tables = { readonly [K in Resource]: RecordTable<EntityMap[K]> };

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
const NAMED_ORDERS: Partial<Record<Resource, Record<string, (records: readonly never[]) => readonly object[]>>> = {
  jobs: { dispatch_order: inDispatchOrder as (records: readonly never[]) => readonly object[] },
};

function makeView<T extends { id: string }>(resource: Resource, records: readonly T[]): ReadView<T> {
  const byId = new Map(records.map((record) => [record.id, record]));
  let texts: string[] | undefined;
  const orders = new Map<string, Int32Array>();
  const positions = (sorted: readonly object[]) => {
    const at = new Map(records.map((record, i) => [record as object, i]));
    return Int32Array.from(sorted, (record) => at.get(record)!);
  };
  return {
    records,
    byId,
    texts: () => (texts ??= records.map((record) => searchText(resource, record as never))),
    order(sort, direction) {
      const key = `${sort ?? ''} ${direction}`;
      let order = orders.get(key);
      if (!order) {
        const named = sort ? NAMED_ORDERS[resource]?.[sort] : undefined;
        if (!sort) order = Int32Array.from(records, (_, i) => i);
        else if (named) order = positions(named(records as never[]));
        else order = positions(sortByField(records, sort, direction));
        if (named && direction === 'desc') order = order.slice().reverse();
        orders.set(key, order);
      }
      return order;
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
