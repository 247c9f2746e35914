import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import {
  DataGrid,
  gridClasses,
  type GridColDef,
  type GridLocaleText,
  type GridPaginationModel,
  type GridRowClassNameParams,
  type GridSortModel,
  type GridValidRowModel,
  useGridApiRef,
} from '@mui/x-data-grid';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { formatCount } from 'shared-contracts/domain';

import { type ColumnCsv, csvFieldsOf } from './csv';
import { ListNoRowsOverlay, ListToolbar, ListToolbarContext, type ListToolbarContextValue } from './ListToolbar';
import { pageScrollbarSize } from './scrollbarSize';
import { useFirstCellTabStop } from './useFirstCellTabStop';
import type { ListUrlState } from './useListUrlState';

/**
 * A list column: the grid's column with what it writes to the CSV export (every column but its actions,
 * which say `disableExport`).
 */
export type ListColumn<R extends GridValidRowModel> = GridColDef<R> & ({ csv: ColumnCsv<R> } | { disableExport: true; csv?: never });

export interface SearchableDataGridProps<R extends GridValidRowModel> {
  /** From useListUrlState: search, sort and page, kept in the URL. */
  list: ListUrlState;
  /**
   * Without `rowCount`: every row, already filtered by `list.search` (memoised by the screen); the grid sorts and
   * pages them. With it: the one page of rows the data provider answered, searched, sorted and paged by it.
   */
  rows: readonly R[];
  /** How many rows match in all, when the rows are one page read from a data provider. */
  rowCount?: number;
  /** With `rowCount`: reads every row of the result, in the list's order, for the CSV export. */
  loadAllRows?: () => Promise<readonly R[]>;
  columns: readonly ListColumn<R>[];
  /** The card's heading, e.g. "All Jobs (980)"; also names the grid. */
  title: ReactNode;
  searchPlaceholder: string;
  /** Accessible name of the search box; defaults to the placeholder. */
  searchLabel?: string;
  /** CSV file name without extension. */
  csvFileName: string;
  pageSizeOptions: readonly number[];
  emptyMessage: string;
  noMatchMessage: (search: string) => string;
  loading?: boolean;
  /** A fixed row height, or 'auto' for rows as tall as their wrapping content. */
  rowHeight?: number | 'auto';
  getRowClassName?: (params: GridRowClassNameParams<R>) => string;
  /** Read out politely when it changes, e.g. "12 jobs found"; shown to screen readers only. */
  statusText?: string;
  /** Extra styles for the grid (e.g. the classes its cells use); keep it a stable object. */
  sx?: SxProps<Theme>;
  /**
   * A fixed height in pixels, for a list in a side panel: the grid then scrolls its page and renders only the
   * rows in view. Without it the grid grows to show the whole page.
   */
  height?: number;
}

const SORTING_ORDER = ['asc', 'desc', null] as const;
const GRID_SX = {
  border: 0,
  borderRadius: 0,
  '--DataGrid-overlayHeight': '160px',
  // With no rows (an overlay instead) there is nothing to scroll to; a scrolling region
  // with nothing focusable in it would be out of the keyboard's reach.
  [`& .${gridClasses.virtualScroller}:has(.${gridClasses.overlayWrapper})`]: { overflow: 'hidden' },
} as const;
const ROOT_SELECTOR = `& .${gridClasses.root}`;
type SxStyle = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

/**
 * A list's own styles (for the cells it draws), from the box around its grid onto the grid's root: the grid then keeps
 * the one root style every list shares (GRID_SX), which is large, instead of a copy of it with each list's styles in.
 * One class more than on the root itself, so they still win over the grid's own rules of the root and a class below it.
 */
function onGridRoot(sx: SxProps<Theme> | undefined): SxStyle[] {
  const styles = (sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]) as readonly (SxStyle | boolean)[];
  return styles.flatMap((style): SxStyle[] =>
    typeof style === 'boolean'
      ? []
      : [typeof style === 'function' ? (theme: Theme) => ({ [ROOT_SELECTOR]: style(theme) }) : { [ROOT_SELECTOR]: style }],
  );
}
const AUTO_ROW_HEIGHT = () => 'auto' as const;
const slots = { toolbar: ListToolbar, noRowsOverlay: ListNoRowsOverlay, noResultsOverlay: ListNoRowsOverlay };
/** The grid's own words for its pages, "1–10 of 980", with the counts written without a new Intl.NumberFormat each time. */
const LOCALE_TEXT: Partial<GridLocaleText> = {
  paginationDisplayedRows: ({ from, to, count }) =>
    `${formatCount(from)}–${formatCount(to)} of ${count === -1 ? `more than ${formatCount(to)}` : formatCount(count)}`,
};

/**
 * Every list of the portal: a titled card with a search box, CSV export, sortable columns and
 * pagination, whose state lives in the URL. Rows arrive as one page of a provider's answer (`rowCount`),
 * or all of them filtered, for the grid to sort and page (a list worked out in the browser, like the live map's).
 *
 * @example
 * <SearchableDataGrid list={list} rows={rows} columns={columns} title={`All Jobs (${rows.length})`}
 *   searchPlaceholder="Search by job ID, client, type, driver, or vehicle..." csvFileName="jobs"
 *   pageSizeOptions={[10, 25, 50, 100]} emptyMessage="No jobs yet" noMatchMessage={(q) => `No jobs match "${q}"`} />
 */
export function SearchableDataGrid<R extends GridValidRowModel>({
  list,
  rows,
  rowCount,
  loadAllRows,
  columns,
  title,
  searchPlaceholder,
  searchLabel = searchPlaceholder,
  csvFileName,
  pageSizeOptions,
  emptyMessage,
  noMatchMessage,
  loading = false,
  rowHeight = 52,
  getRowClassName,
  statusText,
  sx,
  height,
}: SearchableDataGridProps<R>) {
  const titleId = useId();
  const apiRef = useGridApiRef();
  useFirstCellTabStop(apiRef);
  const { sort, setSort, page, pageSize, setPagination } = list;

  const sortModel = useMemo<GridSortModel>(() => (sort ? [{ field: sort.field, sort: sort.direction }] : []), [sort]);
  const onSortModelChange = useCallback(
    (model: GridSortModel) => {
      const first = model[0];
      setSort(first?.sort ? { field: first.field, direction: first.sort } : null);
    },
    [setSort],
  );
  // While rows load the grid has none: showing the first page keeps it from clamping (and
  // reporting) a page restored from the URL, which it shows once the rows are there.
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: loading ? 0 : page, pageSize }), [loading, page, pageSize]);
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      // While rows are loading the grid sees none and would move a restored page back to the first.
      if (loading) return;
      if (model.page !== page || model.pageSize !== pageSize) setPagination(model.page, model.pageSize);
    },
    [loading, page, pageSize, setPagination],
  );

  const boxSx = useMemo(
    () => [{ display: 'flex', flexDirection: 'column', width: '100%', height }, ...onGridRoot(sx)] as SxProps<Theme>,
    [sx, height],
  );
  // The toolbar is not generic: it hands these fields the grid's own rows, which are R.
  const csvFields = useMemo(() => csvFieldsOf(columns) as unknown as ListToolbarContextValue['csvFields'], [columns]);
  const toolbar = useMemo<ListToolbarContextValue>(
    () => ({
      searchInput: list.searchInput,
      onSearchInput: list.setSearchInput,
      searchPlaceholder,
      searchLabel,
      toolbarLabel: 'Search and export',
      csvFields,
      csvFileName,
      loadAllRows,
      search: list.search,
      emptyMessage,
      noMatchMessage,
    }),
    [
      list.searchInput,
      list.setSearchInput,
      list.search,
      searchPlaceholder,
      searchLabel,
      csvFields,
      csvFileName,
      loadAllRows,
      emptyMessage,
      noMatchMessage,
    ],
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ overflow: 'hidden' }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, px: 2, pt: 2, pb: 1 }}>
        {title}
      </Typography>
      {statusText !== undefined && (
        <Box component="span" role="status" sx={visuallyHidden}>
          {statusText}
        </Box>
      )}
      <ListToolbarContext.Provider value={toolbar}>
        <Box sx={boxSx}>
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            {...(rowCount === undefined ? {} : { rowCount, paginationMode: 'server' as const, sortingMode: 'server' as const })}
            columns={columns}
            aria-labelledby={titleId}
            showToolbar
            localeText={LOCALE_TEXT}
            slots={slots}
            loading={loading}
            sortingOrder={SORTING_ORDER}
            sortModel={sortModel}
            onSortModelChange={onSortModelChange}
            paginationModel={paginationModel}
            onPaginationModelChange={onPaginationModelChange}
            pageSizeOptions={pageSizeOptions}
            disableColumnMenu
            disableColumnFilter
            disableRowSelectionOnClick
            // A page holds at most 100 rows and, without a fixed height, the grid grows to show them all (flex
            // column), so virtualisation would skip nothing; without it every cell renders in jsdom too.
            disableVirtualization={height === undefined}
            rowHeight={rowHeight === 'auto' ? undefined : rowHeight}
            getRowHeight={rowHeight === 'auto' ? AUTO_ROW_HEIGHT : undefined}
            getRowClassName={getRowClassName}
            scrollbarSize={pageScrollbarSize()}
            sx={GRID_SX}
          />
        </Box>
      </ListToolbarContext.Provider>
    </Paper>
  );
}
