/**
 * What the host shell reads through the data layer: the sidebar counts and the records the command palette
 * finds. Each is a provider query, kept current by the cache like any other read.
 */
import { ACTIVE_VEHICLE_STATUSES, type Filter, type PaletteCommand, type Resource, type SidebarBadgeKey } from 'shared-contracts/contract';
import { clientPaletteCommand } from './clients/clientLookups';
import { driverPaletteCommand } from './drivers/driverLookups';
import { invoicePaletteCommand } from './invoices/invoiceLookups';
import { jobPaletteCommand } from './jobs/jobLookups';
import { useAggregate, useGetList } from './query/readHooks';
import { vehiclePaletteCommand } from './vehicles/vehicleLookups';

/** What each sidebar badge counts. */
const BADGE_COUNTS: Record<SidebarBadgeKey, { resource: Resource; filter?: Filter }> = {
  jobsInProgress: { resource: 'jobs', filter: { status: 'in_progress' } },
  activeVehicles: { resource: 'vehicles', filter: { status: ACTIVE_VEHICLE_STATUSES } },
  drivers: { resource: 'drivers' },
  activeSystemAlerts: { resource: 'systemAlerts', filter: { status: 'active' } },
};

/**
 * A sidebar badge's count (undefined until read), kept current as any area writes.
 *
 * @example useSidebarBadge('jobsInProgress') // 35 for today's sample data
 */
export function useSidebarBadge(key: SidebarBadgeKey): number | undefined {
  const { resource, filter } = BADGE_COUNTS[key];
  return useAggregate(resource, { filter }).data?.[0]?.count;
}

export interface RecordCommands {
  heading: string;
  commands: PaletteCommand[];
}

/** Records the palette offers per group. */
const PER_GROUP = 5;

function useGroup<R extends Resource>(heading: string, resource: R, query: string, toCommand: (record: never) => PaletteCommand) {
  // Never the last query's records: Enter must not open one that does not match what was typed.
  const found = useGetList(resource, { q: query, perPage: PER_GROUP }, { enabled: query !== '', keepPrevious: false });
  return { heading, commands: query === '' ? [] : (found.data?.data ?? []).map((record) => toCommand(record as never)), status: found.status };
}

/**
 * The records the command palette offers for a query: up to five of each resource, found by the lists'
 * own search; groups with nothing found are left out.
 *
 * @example usePaletteRecords('tate').groups // [{ heading: 'Jobs', commands: [...] }, { heading: 'Clients', ... }]
 */
export function usePaletteRecords(rawQuery: string): { groups: RecordCommands[]; searching: boolean } {
  const query = rawQuery.trim();
  const groups = [
    useGroup('Jobs', 'jobs', query, jobPaletteCommand),
    useGroup('Clients', 'clients', query, clientPaletteCommand),
    useGroup('Vehicles', 'vehicles', query, vehiclePaletteCommand),
    useGroup('Drivers', 'drivers', query, driverPaletteCommand),
    useGroup('Invoices', 'invoices', query, invoicePaletteCommand),
  ];
  return {
    groups: groups.filter((group) => group.commands.length > 0).map(({ heading, commands }) => ({ heading, commands })),
    searching: query !== '' && groups.some((group) => group.status === 'loading'),
  };
}
