/**
 * What the host shell reads through the data layer: the sidebar counts and the records the command palette
 * finds. Each is a provider query, kept current by the cache like any other read.
 */
import type { Filter, PaletteCommand, RecordOf, Resource, SidebarBadgeKey } from 'shared-contracts/contract';
import { ACTIVE_VEHICLE_STATUSES } from 'shared-contracts/domain';

import { useCan } from './access/useCan';
import { useSession } from './access/useSession';
import { clientPaletteCommand } from './clients/clientLookups';
import { driverPaletteCommand } from './drivers/driverLookups';
import { invoicePaletteCommand } from './invoices/invoiceLookups';
import { jobPaletteCommand } from './jobs/jobLookups';
import { useAggregate, useGetList } from './query/readHooks';
import { vehiclePaletteCommand } from './vehicles/vehicleLookups';
import { warehousePaletteCommand } from './warehouses/warehouseLookups';

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

interface FoundGroup {
  heading: string;
  commands: PaletteCommand[];
  /** The first command is the record whose id is the query. */
  exactId: boolean;
  status: string;
}

/**
 * One resource's records for the palette: the record whose id is the query, those whose id holds it, then the
 * lists' own search matches. Lists search no ids (the specification's rule); the palette finds any record by its id.
 */
function useGroup<R extends Resource>(
  heading: string,
  resource: R,
  query: string,
  toCommand: (record: RecordOf[R]) => PaletteCommand,
): FoundGroup {
  // Never the last query's records: Enter must not open one that does not match what was typed. Nothing of a resource
  // the role may not read.
  const mayRead = useCan(resource, 'read');
  const roleKnown = useSession() !== undefined;
  const options = { enabled: query !== '' && mayRead, keepPrevious: false };
  const byId = useGetList(resource, { filter: { id_like: query }, sort: 'id', order: 'asc', perPage: PER_GROUP }, options);
  const bySearch = useGetList(resource, { q: query, perPage: PER_GROUP }, options);
  const needle = query.toLowerCase();
  const ids = byId.data?.data ?? [];
  const exact = ids.filter((record) => record.id.toLowerCase() === needle);
  const records = [...new Map([...exact, ...ids, ...(bySearch.data?.data ?? [])].map((record) => [record.id, record])).values()].slice(
    0,
    PER_GROUP,
  );
  return {
    heading,
    commands: query === '' || !mayRead ? [] : records.map(toCommand),
    exactId: exact.length > 0,
    status: !roleKnown || (mayRead && (byId.status === 'loading' || bySearch.status === 'loading')) ? 'loading' : 'ready',
  };
}

/**
 * The records the command palette offers for a query: up to five of each resource the role may read, found by id and by the
 * search the lists use; the group holding the record whose id is the query comes first, that record at its
 * top. Groups with nothing found are left out.
 *
 * @example usePaletteRecords('tate').groups // [{ heading: 'Jobs', commands: [...] }, { heading: 'Clients', ... }]
 * @example usePaletteRecords('cli-001').groups[0] // { heading: 'Clients', commands: [{ title: …, detail: 'CLI-001', … }, …] }
 */
export function usePaletteRecords(rawQuery: string): { groups: RecordCommands[]; searching: boolean } {
  const query = rawQuery.trim();
  const groups = [
    useGroup('Jobs', 'jobs', query, jobPaletteCommand),
    useGroup('Clients', 'clients', query, clientPaletteCommand),
    useGroup('Vehicles', 'vehicles', query, vehiclePaletteCommand),
    useGroup('Drivers', 'drivers', query, driverPaletteCommand),
    useGroup('Invoices', 'invoices', query, invoicePaletteCommand),
    useGroup('Warehouses', 'warehouses', query, warehousePaletteCommand),
  ];
  const found = groups.filter((group) => group.commands.length > 0);
  const exactFirst = [...found.filter((group) => group.exactId), ...found.filter((group) => !group.exactId)];
  return {
    groups: exactFirst.map(({ heading, commands }) => ({ heading, commands })),
    searching: query !== '' && groups.some((group) => group.status === 'loading'),
  };
}
