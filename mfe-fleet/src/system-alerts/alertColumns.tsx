import { formatDate, formatTime, type RecordOf } from 'shared-contracts/contract';
import { StatusChip } from 'shared-contracts/ui';
import { actionsColumn, TwoLineCell, type ListColumn } from 'shared-contracts/ui/list';
import { SeverityTag } from '../common/SeverityTag';
import { alertStatusBadge, alertTypeLabel } from './systemAlertFigures';
import type { AlertActions } from './useAlertActions';

/** Fields the user may sort by, in the provider: every column but Actions. */
export const SORTABLE_ALERT_FIELDS = ['title', 'type', 'vehicle', 'location', 'timestamp', 'status'] as const;

/** An alert as read (with the version an update is made from). */
type SystemAlert = RecordOf['systemAlerts'];

const SEVERITY_LABEL = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** The styles of the alerts' own cells, beside the list's shared ones. */
export const ALERT_GRID_CELL_STYLES = {
  '& .alert-type': { display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start', gap: 0.5, height: '100%', py: 1, lineHeight: 1.35 },
  '& .alert-centre': { display: 'flex', alignItems: 'center', height: '100%' },
} as const;

const isActive = (alert: SystemAlert) => alert.status === 'active';

/** Acknowledge and Resolve on an active alert (busy while it saves); "No action needed" on any other. */
function actionColumn(actions: AlertActions): ListColumn<SystemAlert> {
  return actionsColumn<SystemAlert>(
    [
      { label: 'Acknowledge', name: (alert) => `Acknowledge ${alert.title}`, onClick: (alert) => void actions.setStatus(alert, 'acknowledged'), shown: isActive, busy: (alert) => actions.busyId === alert.id },
      { label: 'Resolve', name: (alert) => `Resolve ${alert.title}`, onClick: (alert) => void actions.setStatus(alert, 'resolved'), shown: isActive, busy: (alert) => actions.busyId === alert.id },
    ],
    { minWidth: 236, flex: 1 },
    'No action needed',
  );
}

/** The seven columns of the specification; each sorts by what it shows first and exports each fact to its own CSV column. */
export function alertColumns(actions: AlertActions): ListColumn<SystemAlert>[] {
  return [
    {
      field: 'title',
      headerName: 'Alert Details',
      minWidth: 220,
      flex: 1.6,
      renderCell: ({ row }) => <TwoLineCell first={row.title} second={row.description} strong />,
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
          <span className="list-cell__first">{alertTypeLabel(row.type)}</span>
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
      renderCell: ({ row }) => <TwoLineCell first={row.vehicle || '—'} second={row.driver || 'No driver'} />,
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
      renderCell: ({ row }) => <TwoLineCell first={row.location || '—'} />,
      csv: (alert) => alert.location || '—',
    },
    {
      field: 'timestamp',
      headerName: 'Time',
      minWidth: 110,
      flex: 0.6,
      renderCell: ({ row }) => <TwoLineCell first={formatTime(row.timestamp)} second={formatDate(row.timestamp)} />,
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
    actionColumn(actions),
  ];
}
