import { type PaletteCommand, paletteNavigation, quickActions } from 'shared-contracts/contract';

export interface PaletteGroup {
  heading: string;
  commands: PaletteCommand[];
}

/** Records are looked for once a query is this long. */
export const RECORD_QUERY_MIN_LENGTH = 2;

const matches = (command: PaletteCommand, query: string) =>
  command.title.toLowerCase().includes(query) || (command.detail?.toLowerCase().includes(query) ?? false);

/**
 * The palette's groups for what was typed: commands first (those whose page the role may open), then the records
 * found; empty groups are left out.
 */
export function paletteResults(
  rawQuery: string,
  records: readonly PaletteGroup[],
  mayOpen: (route: string) => boolean = () => true,
): PaletteGroup[] {
  const query = rawQuery.trim().toLowerCase();
  const offered = (command: PaletteCommand) => mayOpen(command.route) && matches(command, query);
  const groups: PaletteGroup[] = [
    { heading: 'Navigation', commands: paletteNavigation.filter(offered) },
    { heading: 'Quick Actions', commands: quickActions.filter(offered) },
    ...(query.length >= RECORD_QUERY_MIN_LENGTH ? records : []),
  ];
  return groups.filter((group) => group.commands.length > 0);
}
