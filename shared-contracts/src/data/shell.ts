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
  find: (store: DataStore, query: string, limit: number) => PaletteCommand[];
}

function group<K extends CollectionName>(heading: string, collection: K, toCommand: (record: EntityMap[K]) => PaletteCommand): RecordGroup {
  return {
    heading,
    find: (store, query, limit) =>
      searchRecords(collection, store[collection].snapshot() as readonly EntityMap[K][], query, limit).map(toCommand),
  };
}

const PALETTE_GROUPS = [
  group('Jobs', 'jobs', jobPaletteCommand),
  group('Clients', 'clients', clientPaletteCommand),
  group('Vehicles', 'vehicles', vehiclePaletteCommand),
  group('Drivers', 'drivers', driverPaletteCommand),
  group('Invoices', 'invoices', invoicePaletteCommand),
];

export interface RecordCommands {
  heading: string;
  commands: PaletteCommand[];
}

/**
 * The records the command palette offers for a query: up to `perGroup` of each entity, found by the
 * one search the lists use; groups with nothing found are left out.
 *
 * @example findRecords(getDataStore(), 'tate') // [{ heading: 'Jobs', commands: [...] }, { heading: 'Clients', ... }]
 */
export function findRecords(store: DataStore, query: string, perGroup = 5): RecordCommands[] {
  return PALETTE_GROUPS.map(({ heading, find }) => ({ heading, commands: find(store, query, perGroup) })).filter(
    (found) => found.commands.length > 0,
  );
}
