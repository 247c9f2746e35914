import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { GridRowClassNameParams, GridValidRowModel } from '@mui/x-data-grid';
import { useEffect, useMemo } from 'react';
import { type LoadStatus, showToast } from 'shared-contracts/contract';
import { ErrorView } from 'shared-contracts/ui';

import { LIST_CELL_STYLES } from './cells';
import { ListHeader } from './ListHeader';
import { listError, type ListFigures, type ListWords } from './listWords';
import { type ListColumn, SearchableDataGrid } from './SearchableDataGrid';
import type { ListUrlState } from './useListUrlState';

/** What ListPage draws of a list controller (useListController's answer is one). */
export interface ListPageController<T> {
  /** Search, sort and page, kept in the URL. */
  list: ListUrlState;
  /** The page sizes the list offers. */
  pageSizeOptions: readonly number[];
  /** The rows of the page on screen. */
  rows: readonly T[];
  /** How many rows match the search and filter, on every page; undefined until the first answer. */
  total: number | undefined;
  status: LoadStatus;
  error: unknown;
  retry: () => void;
  /** Every row matching the search and filter, in the list's order (the CSV export). */
  readAllRows: () => Promise<T[]>;
}

export interface ListPageProps<T extends GridValidRowModel> {
  controller: ListPageController<T>;
  /** What the page says: header, table words and messages. */
  words: ListWords;
  figures?: ListFigures;
  columns: readonly ListColumn<T>[];
  /** Rows grow to fit their cells unless given. */
  rowHeight?: number | 'auto';
  getRowClassName?: (params: GridRowClassNameParams<T>) => string;
  /** The classes its own cells use beside the shared ones (LIST_CELL_STYLES); keep it a stable object. */
  sx?: SxProps<Theme>;
}

/**
 * Every list page: its header, figures, and the searchable, sortable, paged table of what the controller read,
 * or an error with Retry. An area's list page is its words, columns and figures.
 *
 * @example <ListPage controller={useListController('drivers', { list: listOptions(SORTABLE) })} words={DRIVER_WORDS} columns={DRIVER_COLUMNS} />
 */
export function ListPage<T extends GridValidRowModel>({
  controller,
  words,
  figures,
  columns,
  rowHeight = 'auto',
  getRowClassName,
  sx,
}: ListPageProps<T>) {
  const { list, rows, total, status } = controller;
  const { table, failureToast } = words;
  const [one, many] = table.noun;
  const error = listError(words);
  const figuresLoad = figures?.load;
  // When the rows fail, their one Retry reads the figures again too, if those failed as well.
  const retry = () => {
    controller.retry();
    if (figuresLoad?.status === 'error') figuresLoad.retry();
  };

  useEffect(() => {
    if (status === 'error' && failureToast) showToast({ ...failureToast, variant: 'error' });
  }, [status, controller.error, failureToast]);

  const searching = list.search.trim() !== '';
  const gridSx = useMemo(() => [LIST_CELL_STYLES, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>, [sx]);
  return (
    <Box>
      <ListHeader header={words.header} create={words.create} />
      {figures?.cards}
      {figures?.error && figuresLoad?.status === 'error' && status !== 'error' && (
        <ErrorView title={figures.error.title} message={figures.error.message} onRetry={figuresLoad.retry} />
      )}
      {status === 'error' ? (
        <ErrorView title={error.title} message={error.message} onRetry={retry} />
      ) : (
        <SearchableDataGrid
          list={list}
          rows={rows}
          rowCount={total ?? 0}
          loadAllRows={controller.readAllRows}
          columns={columns}
          title={total === undefined ? table.name : (table.title?.(total) ?? `${table.name} (${total})`)}
          searchPlaceholder={table.searchPlaceholder}
          csvFileName={table.csvFileName}
          pageSizeOptions={controller.pageSizeOptions}
          emptyMessage={words.emptyMessage}
          noMatchMessage={(search) => `No ${many} match "${search}"`}
          loading={status === 'loading'}
          rowHeight={rowHeight}
          getRowClassName={getRowClassName}
          statusText={total === undefined ? undefined : `${total} ${total === 1 ? one : many}${searching ? ' found' : ''}`}
          sx={gridSx}
        />
      )}
    </Box>
  );
}
