import { type PaletteCommand, paletteNavigation, quickActions } from 'shared-contracts/contract';

export interface PaletteGroup {
  heading: string;
  commands: PaletteCommand[];
}

/** Records are looked for once a query is this long. */
export const RECORD_QUERY_MIN_LENGTH = 2;

const matches = (command: PaletteCommand, query: string) =>
  command.title.toLowerCase().includes(query) || (command.detail?.toLowerCase().includes(query) ?? false);

/** The palette's groups for what was typed: commands first, then the records found; empty groups are left out. */
export function paletteResults(rawQuery: string, records: readonly PaletteGroup[]): PaletteGroup[] {
  const query = rawQuery.trim().toLowerCase();
  const groups: PaletteGroup[] = [
    { heading: 'Navigation', commands: paletteNavigation.filter((command) => matches(command, query)) },
    { heading: 'Quick Actions', commands: quickActions.filter((command) => matches(command, query)) },
    ...(query.length >= RECORD_QUERY_MIN_LENGTH ? records : []),
  ];
  return groups.filter((group) => group.commands.length > 0);
}
