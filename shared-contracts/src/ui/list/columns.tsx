import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { formatCurrency } from 'shared-contracts/domain';
import { StatusChip } from 'shared-contracts/ui';

import { actionsColumn, type RowAction, TwoLineCell } from './cells';
import type { ColumnCsv, CsvField } from './csv';
import type { ListColumn } from './SearchableDataGrid';

/*
 * The list columns every area builds its tables from: a column file is then the list of what each column
 * shows, and the grid, the cell and the CSV are wired here once.
 */

/** A column's width: fixed (`width`), or a share (`flex`) of the room left, never below `minWidth`. */
export type ColumnSize = Pick<GridColDef, 'width' | 'minWidth' | 'flex'>;

/** A fact a cell shows and the CSV writes under `header`; `shown` where the cell says it otherwise ("2 porters" for 2). */
export interface CellFact<R> extends CsvField<R> {
  shown?: (row: R) => ReactNode;
}

const shownOf = <R,>(fact: CellFact<R>, row: R): ReactNode => (fact.shown ? fact.shown(row) : fact.value(row));

interface TwoLineOptions<R> {
  /** The first fact in bold (what names the row). */
  strong?: boolean;
  /** Facts the CSV writes after the two shown (a licence's expiry, said in the second line). */
  more?: readonly CsvField<R>[];
}

/**
 * Two facts of a row, the first above the second, each in its own CSV column; sorts by `field`.
 *
 * @example twoLineColumn('name', 'Driver', { minWidth: 190, flex: 1.3 }, { header: 'Name', value: (d) => d.name }, { header: 'Email', value: (d) => d.email }, STRONG)
 */
export function twoLineColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  size: ColumnSize,
  first: CellFact<R>,
  second?: CellFact<R>,
  { strong = false, more = [] }: TwoLineOptions<R> = {},
): ListColumn<R> {
  return {
    field,
    headerName,
    ...size,
    renderCell: ({ row }) => <TwoLineCell first={shownOf(first, row)} second={second && shownOf(second, row)} strong={strong} />,
    csv: [first, ...(second ? [second] : []), ...more],
  };
}

/** The options of a two-line column whose first fact names the row. */
export const STRONG = { strong: true } as const;

/**
 * A cell of the area's own (an avatar beside a name, badges, a bar), written to the CSV as `csv` says.
 *
 * @example cellColumn('fuel_level', 'Fuel', { minWidth: 96, flex: 0.5 }, (vehicle) => <Fuel row={vehicle} />, (vehicle) => `${vehicle.fuel_level}%`)
 */
export function cellColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  size: ColumnSize,
  render: (row: R) => ReactNode,
  csv: ColumnCsv<R>,
): ListColumn<R> {
  return { field, headerName, ...size, renderCell: ({ row }) => render(row), csv };
}

/**
 * One fact as text, written the same in the CSV under the column's header.
 *
 * @example textColumn('employment_type', 'Employment', { minWidth: 120, flex: 0.7 }, (driver) => employmentLabel(driver.employment_type))
 */
export function textColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  size: ColumnSize,
  text: (row: R) => string,
): ListColumn<R> {
  return { field, headerName, ...size, valueFormatter: (_value: unknown, row: R) => text(row), csv: text };
}

/**
 * A number, right-aligned: as the grid writes it, or as `text` says (a rating's one decimal); the CSV writes what shows.
 *
 * @example numberColumn('mileage', 'Mileage', { minWidth: 104, flex: 0.5 }, (vehicle) => miles(vehicle.mileage))
 */
export function numberColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  size: ColumnSize,
  text?: (row: R) => string,
): ListColumn<R> {
  if (!text) return { field, headerName, type: 'number', ...size, csv: (row) => row[field] as number };
  return { field, headerName, type: 'number', ...size, valueFormatter: (_value: unknown, row: R) => text(row), csv: text };
}

/** An amount of money in pounds and pence, right-aligned. */
export function moneyColumn<R extends GridValidRowModel>(field: string, headerName: string, size: ColumnSize): ListColumn<R> {
  return numberColumn<R>(field, headerName, size, (row) => formatCurrency(row[field] as number));
}

/** What a status chip says and how it looks. */
type ChipBadge = Pick<Parameters<typeof StatusChip>[0], 'label' | 'variant'>;

/**
 * A row's status as a chip, centred in its cell; the CSV writes its label.
 *
 * @example chipColumn('status', 'Status', { width: 100 }, (job) => jobStatusBadge(job.status))
 */
export function chipColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  size: ColumnSize,
  badge: (row: R) => ChipBadge,
): ListColumn<R> {
  return {
    field,
    headerName,
    ...size,
    valueFormatter: (_value: unknown, row: R) => badge(row).label,
    renderCell: ({ row }) => (
      <div className="list-chip">
        <StatusChip {...badge(row)} />
      </div>
    ),
    csv: (row) => badge(row).label,
  };
}

/** A record's own pages. */
interface RecordRoutes {
  detail: (id: string) => string;
  edit: (id: string) => string;
}

/**
 * The Actions column of View and Edit, each a link named with the row's name ("View Tate Modern"); View alone when
 * `edit` is false (a role that may not change the records: ui/list 5.3.0).
 *
 * @example viewEditColumn((job) => job.id, routes.jobs, { width: 120 })
 * @example viewEditColumn((job) => job.id, routes.jobs, { width: 120 }, { edit: useCan('jobs', 'update') })
 */
export function viewEditColumn<R extends GridValidRowModel & { id: string }>(
  nameOf: (row: R) => string,
  pages: RecordRoutes,
  size: ColumnSize,
  { edit = true }: { edit?: boolean } = {},
): ListColumn<R> {
  const view: RowAction<R> = { label: 'View', name: (row) => `View ${nameOf(row)}`, to: (row) => pages.detail(row.id) };
  const change: RowAction<R> = { label: 'Edit', name: (row) => `Edit ${nameOf(row)}`, to: (row) => pages.edit(row.id) };
  return actionsColumn<R>(edit ? [view, change] : [view], size);
}
