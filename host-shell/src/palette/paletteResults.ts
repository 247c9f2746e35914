import { paletteNavigation, quickActions, type PaletteCommand } from 'shared-contracts/contract';

export interface PaletteGroup {
  heading: string;
  commands: PaletteCommand[];
}

/** Finds records (jobs, clients, …) for a query; returns groups of at most a few commands each. */
export type RecordFinder = (query: string) => PaletteGroup[];

const matches = (command: PaletteCommand, query: string) =>
  command.title.toLowerCase().includes(query) || (command.detail?.toLowerCase().includes(query) ?? false);

/** The palette's groups for what was typed: commands first, then records; empty groups are left out. */
export function paletteResults(rawQuery: string, findRecords: RecordFinder): PaletteGroup[] {
  const query = rawQuery.trim().toLowerCase();
  const groups: PaletteGroup[] = [
    { heading: 'Navigation', commands: paletteNavigation.filter((command) => matches(command, query)) },
    { heading: 'Quick Actions', commands: quickActions.filter((command) => matches(command, query)) },
    ...(query.length >= 2 ? findRecords(query) : []),
  ];
  return groups.filter((group) => group.commands.length > 0);
}
