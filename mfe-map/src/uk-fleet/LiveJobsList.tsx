import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';
import { formatCount } from 'shared-contracts/domain';
import { type ListColumn, type ListStateOptions, SearchableDataGrid, useListUrlState } from 'shared-contracts/ui/list';

import { listActionButtonSx } from '../live-fleet/listActionButton';
import { type LiveJobRow, searchLiveJobRows } from './liveJobRows';

/** The specification's list title, with its fixed demo date. */
const LIVE_JOBS_TITLE = 'Live Jobs — 21 Aug 2025';

// One page size, the grid's largest: a side panel has no room for the chooser, and the rows scroll.
const PAGE_SIZES = [100] as const;
const LIST_OPTIONS: ListStateOptions = {
  sortableFields: ['id', 'clientName', 'progress'],
  pageSizeOptions: PAGE_SIZES,
  defaultPageSize: 100,
  paramPrefix: 'live',
};
const LIST_HEIGHT = 460;
const noMatch = (search: string) => `No live jobs match "${search}"`;

const GRID_SX = {
  '& .live-job': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: 0.5,
    width: '100%',
    height: '100%',
    lineHeight: 1.3,
  },
  '& .live-job__detail': {
    fontSize: '0.75rem',
    color: 'text.secondary',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  ...listActionButtonSx('.live-job__message'),
} as const;

/** Live Jobs: each en-route job's client, vehicle, a progress bar and View & Message, on the shared list. */
export function LiveJobsList({ rows, onViewAndMessage }: { rows: readonly LiveJobRow[]; onViewAndMessage: (row: LiveJobRow) => void }) {
  const list = useListUrlState(LIST_OPTIONS);
  const shown = useMemo(() => searchLiveJobRows(rows, list.search), [rows, list.search]);
  const columns = useMemo<ListColumn<LiveJobRow>[]>(
    () => [
      {
        field: 'id',
        headerName: 'Job',
        flex: 1,
        // Together at most 356 px: the 380 px panel's grid less a 17 px vertical scrollbar.
        minWidth: 136,
        renderCell: ({ row }) => (
          <span className="live-job">
            <strong>{row.id}</strong>
            <span className="live-job__detail">{row.clientName}</span>
            <span className="live-job__detail">
              {row.reg} · {row.driver}
            </span>
          </span>
        ),
        csv: [
          { header: 'Job', value: (row) => row.id },
          { header: 'Client', value: (row) => row.clientName },
          { header: 'Vehicle', value: (row) => row.reg },
          { header: 'Driver', value: (row) => row.driver },
        ],
      },
      {
        field: 'progress',
        headerName: 'Progress',
        width: 96,
        renderCell: ({ row }) => (
          <span className="live-job">
            <span>{row.progress}%</span>
            <LinearProgress variant="determinate" value={row.progress} aria-label={`${row.id} progress`} />
          </span>
        ),
        csv: (row) => `${row.progress}%`,
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: 124,
        sortable: false,
        disableExport: true,
        renderCell: ({ row, tabIndex }) => (
          <button
            type="button"
            className="live-job__message"
            tabIndex={tabIndex}
            aria-label={`View & Message ${row.id}`}
            onClick={() => onViewAndMessage(row)}
          >
            View & Message
          </button>
        ),
      },
    ],
    [onViewAndMessage],
  );
  return (
    <SearchableDataGrid
      list={list}
      rows={shown}
      columns={columns}
      title={`${LIVE_JOBS_TITLE} (${formatCount(shown.length)})`}
      searchPlaceholder="Search live jobs..."
      searchLabel="Search live jobs by number, client, registration or driver"
      csvFileName="live-jobs"
      pageSizeOptions={PAGE_SIZES}
      emptyMessage="No live jobs right now."
      noMatchMessage={noMatch}
      rowHeight={72}
      height={LIST_HEIGHT}
      sx={GRID_SX}
    />
  );
}
