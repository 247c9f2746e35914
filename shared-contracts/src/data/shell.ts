/**
 * What the host shell reads from the store, entity by entity: the sidebar counts and the records the
 * command palette finds. Each entity's counting and palette entry is defined beside it.
 */
import type { PaletteCommand, SidebarBadgeKey } from 'shared-contracts/contract';
import type { DataStore } from './store/dataStore';
import type { CollectionName, EntityMap } from './store/dataSet';
import { clientPaletteCommand } from './clients/clientLookups';
import { countDrivers, driverPaletteCommand } from './drivers/driverLookups';
import { invoicePaletteCommand } from './invoices/invoiceLookups';
import { countJobsInProgress, jobPaletteCommand } from './jobs/jobLookups';
import { searchRecords } from './search';
import { countActiveSystemAlerts } from './systemAlerts/systemAlertLookups';
import { countActiveVehicles, vehiclePaletteCommand } from './vehicles/vehicleLookups';
import { warehousePaletteCommand } from './warehouses/warehouseLookups';

const BADGE_COUNTS: Record<SidebarBadgeKey, (store: DataStore) => number> = {
  jobsInProgress: (store) => countJobsInProgress(store.jobs.snapshot()),
  activeVehicles: (store) => countActiveVehicles(store.vehicles.snapshot()),
  drivers: (store) => countDrivers(store.drivers.snapshot()),
  activeSystemAlerts: (store) => countActiveSystemAlerts(store.systemAlerts.snapshot()),
};

/**
 * A sidebar badge's count, from the store as it is now.
 *
 * @example sidebarBadgeCount('jobsInProgress', getDataStore()) // 35 for today's sample data
 */
export function sidebarBadgeCount(key: SidebarBadgeKey, store: DataStore): number {
  return BADGE_COUNTS[key](store);
}

interface RecordGroup {
  heading: string;
  find: (store: DataStore, query: string, limit: number) => FoundRecords;
}

interface FoundRecords {
  commands: PaletteCommand[];
  /** The first command is the record whose id is the query. */
  exactId: boolean;
}

/**
 * The palette's records of one collection: the record whose id is the query, those whose id holds it, then
 * the lists' own search matches. Lists search no ids (the specification's rule); the palette finds any record by its id.
 */
function byIdThenSearch<T extends { id: string }>(records: readonly T[], query: string, listMatches: readonly T[], limit: number) {
  const needle = query.trim().toLowerCase();
  const exact = records.filter((record) => record.id.toLowerCase() === needle);
  const partial = records.filter((record) => record.id.toLowerCase().includes(needle));
  return { records: [...new Set([...exact, ...partial, ...listMatches])].slice(0, limit), exactId: exact.length > 0 };
}

function group<K extends CollectionName>(heading: string, collection: K, toCommand: (record: EntityMap[K]) => PaletteCommand): RecordGroup {
  return {
    heading,
    find: (store, query, limit) => {
      const records = store[collection].snapshot() as readonly EntityMap[K][];
      const found = byIdThenSearch(records, query, searchRecords(collection, records, query, limit), limit);
      return { commands: found.records.map(toCommand), exactId: found.exactId };
    },
  };
}

const PALETTE_GROUPS = [
  group('Jobs', 'jobs', jobPaletteCommand),
  group('Clients', 'clients', clientPaletteCommand),
  group('Vehicles', 'vehicles', vehiclePaletteCommand),
  group('Drivers', 'drivers', driverPaletteCommand),
  group('Invoices', 'invoices', invoicePaletteCommand),
  group('Warehouses', 'warehouses', warehousePaletteCommand),
];

export interface RecordCommands {
  heading: string;
  commands: PaletteCommand[];
}

/**
 * The records the command palette offers for a query: up to `perGroup` of each entity, found by id
 * and by the search the lists use; the group holding the record whose id is the query comes first,
 * that record at its top. Groups with nothing found are left out.
 *
 * @example findRecords(getDataStore(), 'tate') // [{ heading: 'Jobs', commands: [...] }, { heading: 'Clients', ... }]
 * @example findRecords(getDataStore(), 'cli-001') // [{ heading: 'Clients', commands: [{ title: …, detail: 'CLI-001', … }, …] }, …]
 */
export function findRecords(store: DataStore, query: string, perGroup = 5): RecordCommands[] {
  const found = PALETTE_GROUPS.map(({ heading, find }) => ({ heading, ...find(store, query, perGroup) })).filter(
    (group) => group.commands.length > 0,
  );
  const exactFirst = [...found.filter((group) => group.exactId), ...found.filter((group) => !group.exactId)];
  return exactFirst.map(({ heading, commands }) => ({ heading, commands }));
}
