import { useMemo } from 'react';
import { formatCount, formatTime } from 'shared-contracts/domain';
import { type ListColumn, type ListStateOptions, SearchableDataGrid, useListUrlState } from 'shared-contracts/ui/list';

import { listActionButtonSx } from '../live-fleet/listActionButton';
import { type ActiveJobRow, searchActiveJobRows } from './activeJobRows';

// One page size, the grid's largest: a side panel has no room for the chooser, and the rows scroll.
const PAGE_SIZES = [100] as const;
const LIST_OPTIONS: ListStateOptions = {
  sortableFields: ['id', 'reg', 'etaISO'],
  pageSizeOptions: PAGE_SIZES,
  defaultPageSize: 100,
  paramPrefix: 'jobs',
};
const LIST_HEIGHT = 420;
const noMatch = (search: string) => `No active jobs match "${search}"`;

const GRID_SX = {
  ...listActionButtonSx('.job-view'),
  '& .job-cell': { display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', lineHeight: 1.35 },
  '& .job-cell__detail': { fontSize: '0.75rem', color: 'text.secondary' },
} as const;

/** The en-route jobs: number, vehicle, ETA and View Job (the Job Details dialog), on the shared list. */
export function ActiveJobsList({ rows, onViewJob }: { rows: readonly ActiveJobRow[]; onViewJob: (jobId: string) => void }) {
  const list = useListUrlState(LIST_OPTIONS);
  const shown = useMemo(() => searchActiveJobRows(rows, list.search), [rows, list.search]);
  const columns = useMemo<ListColumn<ActiveJobRow>[]>(
    () => [
      // Together at most 334 px: the 360 px panel's grid less a 17 px vertical scrollbar, with room to spare.
      { field: 'id', headerName: 'Job', width: 88, csv: (row) => row.id },
      {
        field: 'reg',
        headerName: 'Vehicle',
        flex: 1,
        minWidth: 88,
        renderCell: ({ row }) => (
          <span className="job-cell">
            <span>{row.reg}</span>
            <span className="job-cell__detail">{row.driver}</span>
          </span>
        ),
        csv: [
          { header: 'Vehicle', value: (row) => row.reg },
          { header: 'Driver', value: (row) => row.driver },
        ],
      },
      {
        field: 'etaISO',
        headerName: 'ETA',
        width: 62,
        valueFormatter: (value: string) => formatTime(value),
        csv: (row) => formatTime(row.etaISO),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 96,
        sortable: false,
        disableExport: true,
        renderCell: ({ row, tabIndex }) => (
          <button
            type="button"
            className="job-view"
            tabIndex={tabIndex}
            aria-label={`View Job ${row.id}`}
            onClick={() => onViewJob(row.id)}
          >
            View Job
          </button>
        ),
      },
    ],
    [onViewJob],
  );
  return (
    <SearchableDataGrid
      list={list}
      rows={shown}
      columns={columns}
      title={`Active Jobs (${formatCount(shown.length)})`}
      searchPlaceholder="Search jobs..."
      searchLabel="Search active jobs by number, registration or driver"
      csvFileName="active-jobs"
      pageSizeOptions={PAGE_SIZES}
      emptyMessage="No active jobs right now."
      noMatchMessage={noMatch}
      rowHeight={56}
      height={LIST_HEIGHT}
      sx={GRID_SX}
    />
  );
}
