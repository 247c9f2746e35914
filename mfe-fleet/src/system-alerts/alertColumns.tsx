import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { formatDate, formatTime, type SystemAlert } from 'shared-contracts/contract';
import { StatusChip } from 'shared-contracts/ui';
import type { GridRenderCellParams, ListColumn } from 'shared-contracts/ui/list';
import { SeverityTag } from '../common/SeverityTag';
import { alertStatusBadge, alertTypeLabel } from './systemAlertFigures';
import type { AlertActions } from './useAlertActions';

/** Fields the user may sort by: every column but Actions. */
export const SORTABLE_ALERT_FIELDS = ['title', 'type', 'vehicle', 'location', 'timestamp', 'status'] as const;

const SEVERITY_LABEL = { high: 'High', medium: 'Medium', low: 'Low' } as const;

function TwoLines({ first, second, strong = false }: { first: string; second?: string; strong?: boolean }) {
  return (
    <div className="alert-cell">
      <span className={strong ? 'alert-cell__first alert-cell__first--strong' : 'alert-cell__first'}>{first}</span>
      {second && <span className="alert-cell__second">{second}</span>}
    </div>
  );
}

const ALERT_ACTIONS = [
  { status: 'acknowledged', label: 'Acknowledge' },
  { status: 'resolved', label: 'Resolve' },
] as const;
type AlertAction = (typeof ALERT_ACTIONS)[number];

function RowActions({ params, actions }: { params: GridRenderCellParams<SystemAlert>; actions: AlertActions }) {
  const alert = params.row;
  const active = alert.status === 'active';
  const cell = useRef<HTMLDivElement>(null);
  const pressedWithFocus = useRef(false);
  // The buttons go once the alert is handled: the focus they held moves to their cell, not to the page.
  useLayoutEffect(() => {
    if (active || !pressedWithFocus.current) return;
    pressedWithFocus.current = false;
    cell.current?.closest<HTMLElement>('[role="gridcell"]')?.focus();
  }, [active]);
  // aria-disabled, not disabled, while it saves: keyboard focus stays on the button.
  const busy = actions.busyId === alert.id;
  const press = (event: MouseEvent<HTMLButtonElement>, status: AlertAction['status']) => {
    if (busy) return;
    pressedWithFocus.current = event.currentTarget === document.activeElement;
    void actions.setStatus(alert, status);
  };
  return (
    <div className="alert-actions" ref={cell}>
      {active ? (
        ALERT_ACTIONS.map(({ status, label }) => (
          <button
            key={status}
            type="button"
            className="alert-action"
            tabIndex={params.tabIndex}
            aria-disabled={busy || undefined}
            aria-label={`${label} ${alert.title}`}
            onClick={(event) => press(event, status)}
          >
            {label}
          </button>
        ))
      ) : (
        <span className="alert-cell__second">No action needed</span>
      )}
    </div>
  );
}

/** The styles of the cells above, given once to the grid. */
export const ALERT_GRID_CELL_STYLES = {
  '& .alert-cell': { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 0.25, height: '100%', minWidth: 0, lineHeight: 1.35 },
  // Long text is cut to two lines on screen; all of it stays in the page for screen readers.
  '& .alert-cell__first, & .alert-cell__second': { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', whiteSpace: 'normal' },
  '& .alert-cell__first': { fontSize: '0.875rem', fontWeight: 500 },
  '& .alert-cell__first--strong': { fontWeight: 700 },
  '& .alert-cell__second': { fontSize: '0.75rem', color: 'text.secondary' },
  '& .alert-type': { display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start', gap: 0.5, height: '100%', lineHeight: 1.35 },
  '& .alert-centre': { display: 'flex', alignItems: 'center', height: '100%' },
  '& .alert-actions': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', alignContent: 'center', gap: 0.75, height: '100%', lineHeight: 1.35 },
  '& .alert-action': {
    font: 'inherit',
    border: 0,
    cursor: 'pointer',
    lineHeight: 1.5,
    px: 1.25,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'action.hover',
    color: 'primary.main',
    fontSize: '0.8125rem',
    fontWeight: 600,
    '&:hover': { bgcolor: 'action.selected' },
    '&[aria-disabled="true"]': { cursor: 'progress', color: 'text.secondary' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 1 },
  },
} as const;

/** The seven columns of the specification; each sorts by what it shows first and exports each fact to its own CSV column. */
export function alertColumns(actions: AlertActions): ListColumn<SystemAlert>[] {
  return [
    {
      field: 'title',
      headerName: 'Alert Details',
      minWidth: 220,
      flex: 1.6,
      renderCell: ({ row }) => <TwoLines first={row.title} second={row.description} strong />,
      csv: [
        { header: 'Alert', value: (alert) => alert.title },
        { header: 'Description', value: (alert) => alert.description },
      ],
    },
    {
      field: 'type',
      headerName: 'Type & Severity',
      minWidth: 140,
      flex: 0.8,
      valueFormatter: (value: string) => alertTypeLabel(value),
      renderCell: ({ row }) => (
        <div className="alert-type">
          <span className="alert-cell__first">{alertTypeLabel(row.type)}</span>
          <SeverityTag severity={row.severity} label={SEVERITY_LABEL[row.severity]} />
        </div>
      ),
      csv: [
        { header: 'Type', value: (alert) => alertTypeLabel(alert.type) },
        { header: 'Severity', value: (alert) => SEVERITY_LABEL[alert.severity] },
      ],
    },
    {
      field: 'vehicle',
      headerName: 'Vehicle & Driver',
      minWidth: 140,
      flex: 0.9,
      renderCell: ({ row }) => <TwoLines first={row.vehicle || '—'} second={row.driver || 'No driver'} />,
      csv: [
        { header: 'Vehicle', value: (alert) => alert.vehicle || '—' },
        { header: 'Driver', value: (alert) => alert.driver || 'No driver' },
      ],
    },
    {
      field: 'location',
      headerName: 'Location',
      minWidth: 150,
      flex: 1,
      renderCell: ({ row }) => <TwoLines first={row.location || '—'} />,
      csv: (alert) => alert.location || '—',
    },
    {
      field: 'timestamp',
      headerName: 'Time',
      minWidth: 110,
      flex: 0.6,
      renderCell: ({ row }) => <TwoLines first={formatTime(row.timestamp)} second={formatDate(row.timestamp)} />,
      csv: [
        { header: 'Time', value: (alert) => formatTime(alert.timestamp) },
        { header: 'Date', value: (alert) => formatDate(alert.timestamp) },
      ],
    },
    {
      field: 'status',
      headerName: 'Status',
      minWidth: 140,
      flex: 0.6,
      valueFormatter: (value: SystemAlert['status']) => alertStatusBadge(value).label,
      renderCell: ({ row }) => (
        <div className="alert-centre">
          <StatusChip {...alertStatusBadge(row.status)} />
        </div>
      ),
      csv: (alert) => alertStatusBadge(alert.status).label,
    },
    {
      field: 'actions',
      headerName: 'Actions',
      sortable: false,
      disableExport: true,
      minWidth: 236,
      flex: 1,
      renderCell: (params) => <RowActions params={params} actions={actions} />,
    },
  ];
}
