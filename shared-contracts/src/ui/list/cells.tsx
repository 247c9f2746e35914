import type { GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Link as RouterLink } from 'shared-contracts/ui';

import type { ListColumn } from './SearchableDataGrid';

/*
 * Cells are plain elements styled once by LIST_CELL_STYLES (not MUI components with sx): a page of 25 rows
 * holds 200 cells, and re-rendering it must stay cheap.
 */

/** The styles of every list's shared cells (two-line cells, row actions), given once to the grid by the list page. */
export const LIST_CELL_STYLES = {
  '& .list-cell': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    height: '100%',
    minWidth: 0,
    py: 1,
    lineHeight: 1.35,
  },
  '& .list-cell__first': { fontSize: '0.875rem', fontWeight: 500, overflowWrap: 'anywhere' },
  '& .list-cell__first--strong': { fontWeight: 700 },
  '& .list-cell__second': { fontSize: '0.75rem', color: 'text.secondary', overflowWrap: 'anywhere' },
  '& .list-chip': { display: 'flex', alignItems: 'center', height: '100%' },
  '& .list-actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, height: '100%', py: 1 },
  '& .list-action': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 0.5,
    lineHeight: 1.5,
    px: 1.25,
    py: 0.5,
    border: 0,
    borderRadius: 1,
    bgcolor: 'action.hover',
    color: 'primary.main',
    font: 'inherit',
    fontSize: '0.8125rem',
    fontWeight: 600,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.selected' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 1 },
    '&[aria-disabled="true"]': { cursor: 'progress', opacity: 0.7 },
    '& svg': { fontSize: '1rem' },
  },
} as const;

/**
 * A cell showing two facts, the first above the second.
 *
 * @example renderCell: ({ row }) => <TwoLineCell first={row.registration} second={`${row.make} ${row.model}`} strong />
 */
export function TwoLineCell({ first, second, strong = false }: { first: ReactNode; second?: ReactNode; strong?: boolean }) {
  return (
    <div className="list-cell">
      <span className={strong ? 'list-cell__first list-cell__first--strong' : 'list-cell__first'}>{first}</span>
      {second !== undefined && <span className="list-cell__second">{second}</span>}
    </div>
  );
}

/** One action of a row: a link (`to`) or a button (`onClick`). */
export interface RowAction<R> {
  label: string;
  /** The accessible name, holding the label: "View JOB-2025-0042". */
  name: (row: R) => string;
  to?: (row: R) => string;
  onClick?: (row: R) => void;
  /** Shown for rows it applies to only (an alert's Acknowledge while it is active). */
  shown?: (row: R) => boolean;
  /** While true the button stays focusable and says it is busy, and does nothing. */
  busy?: (row: R) => boolean;
  icon?: ReactNode;
}

function RowActions<R extends GridValidRowModel>({
  params,
  actions,
  none,
}: {
  params: GridRenderCellParams<R>;
  actions: readonly RowAction<R>[];
  none?: string;
}) {
  const { row, tabIndex } = params;
  const box = useRef<HTMLDivElement>(null);
  const pressedWithFocus = useRef(false);
  // A button that goes once pressed (an alert's Acknowledge) takes keyboard focus with it: give it to the cell, not the page.
  useLayoutEffect(() => {
    if (!pressedWithFocus.current || box.current?.contains(document.activeElement)) return;
    pressedWithFocus.current = false;
    if (document.activeElement === document.body) box.current?.closest<HTMLElement>('[role="gridcell"]')?.focus();
  });
  const shown = actions.filter((action) => action.shown?.(row) ?? true);
  return (
    <div className="list-actions" ref={box}>
      {shown.length === 0 && none && <span className="list-cell__second">{none}</span>}
      {shown.map((action) =>
        action.to ? (
          <RouterLink key={action.label} className="list-action" to={action.to(row)} tabIndex={tabIndex} aria-label={action.name(row)}>
            {action.icon}
            {action.label}
          </RouterLink>
        ) : (
          <button
            key={action.label}
            type="button"
            className="list-action"
            tabIndex={tabIndex}
            aria-label={action.name(row)}
            aria-disabled={action.busy?.(row) || undefined}
            onClick={(event) => {
              if (action.busy?.(row)) return;
              pressedWithFocus.current = event.currentTarget === document.activeElement;
              action.onClick?.(row);
            }}
          >
            {action.icon}
            {action.label}
          </button>
        ),
      )}
    </div>
  );
}

/**
 * A list's Actions column: each row's links and buttons, in one style, never exported to the CSV.
 *
 * @example actionsColumn([{ label: 'View', name: (job) => `View ${job.id}`, to: (job) => routes.jobs.detail(job.id) }])
 */
export function actionsColumn<R extends GridValidRowModel>(
  actions: readonly RowAction<R>[],
  size: { width?: number; minWidth?: number; flex?: number } = { width: 140 },
  /** What a row with no action shows: "No action needed". */
  none?: string,
): ListColumn<R> {
  return {
    field: 'actions',
    headerName: 'Actions',
    sortable: false,
    disableExport: true,
    ...size,
    renderCell: (params) => <RowActions params={params} actions={actions} none={none} />,
  };
}
