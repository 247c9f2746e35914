import { useEffect, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { showToast, type RecordOf, type Resource, type ToastMessage } from 'shared-contracts/contract';
import { ErrorView } from 'shared-contracts/ui';
import { LIST_CELL_STYLES, SearchableDataGrid, type GridRowClassNameParams, type ListColumn } from 'shared-contracts/ui/list';
import type { ListController } from './useListController';

export interface ListPageProps<R extends Resource> {
  controller: ListController<R>;
  /** The page's PageHeader: its title, back link and actions. */
  header: ReactNode;
  /** The figures above the table (KPI cards), and anything else between them and it. */
  figures?: ReactNode;
  columns: readonly ListColumn<RecordOf[R]>[];
  /** The table's heading with the number of rows found, e.g. "All Jobs (980)". */
  tableTitle: (total: number) => string;
  /** Shown while nothing is counted yet, e.g. "All Jobs". */
  tableName: string;
  /** What a row is, one and many: ['job', 'jobs']; read out with the count ("12 jobs found"). */
  noun: readonly [one: string, many: string];
  searchPlaceholder: string;
  /** CSV file name without extension. */
  csvFileName: string;
  pageSizeOptions: readonly number[];
  /** Shown when nothing is stored yet (no search). */
  emptyMessage: string;
  /** The error view's words when the rows cannot be read. */
  error: { title: string; message: string };
  /** A toast each time the rows fail to load, beside the error view. */
  failureToast?: ToastMessage;
  rowHeight?: number | 'auto';
  getRowClassName?: (params: GridRowClassNameParams<RecordOf[R]>) => string;
  /** The classes its own cells use beside the shared ones (LIST_CELL_STYLES); keep it a stable object. */
  sx?: SxProps<Theme>;
}

/**
 * Every list page: its header, figures, and the searchable, sortable, paged table of what the controller read,
 * or an error with Retry. An area's list page is its columns, figures and words.
 *
 * @example <ListPage controller={useListController('drivers', OPTIONS)} header={<PageHeader title="Driver Management" />} … />
 */
export function ListPage<R extends Resource>({
  controller,
  header,
  figures,
  columns,
  tableTitle,
  tableName,
  noun,
  searchPlaceholder,
  csvFileName,
  pageSizeOptions,
  emptyMessage,
  error,
  failureToast,
  rowHeight,
  getRowClassName,
  sx,
}: ListPageProps<R>) {
  const { list, rows, total, status, retry } = controller;
  const [one, many] = noun;

  useEffect(() => {
    if (status === 'error' && failureToast) showToast({ ...failureToast, variant: 'error' });
  }, [status, controller.error, failureToast]);

  const searching = list.search.trim() !== '';
  const gridSx = useMemo(() => [LIST_CELL_STYLES, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>, [sx]);
  return (
    <Box>
      {header}
      {figures}
      {status === 'error' ? (
        <ErrorView title={error.title} message={error.message} onRetry={retry} />
      ) : (
        <SearchableDataGrid
          list={list}
          rows={rows}
          rowCount={total ?? 0}
          loadAllRows={controller.readAllRows}
          columns={columns}
          title={total === undefined ? tableName : tableTitle(total)}
          searchPlaceholder={searchPlaceholder}
          csvFileName={csvFileName}
          pageSizeOptions={pageSizeOptions}
          emptyMessage={emptyMessage}
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
