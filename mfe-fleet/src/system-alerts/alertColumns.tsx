import type { RecordOf } from 'shared-contracts/contract';
import { formatDate, formatTime } from 'shared-contracts/domain';
import { csvHeadersOf, sortFieldsOf, SYSTEM_ALERT_RECORD } from 'shared-contracts/records';
import { actionsColumn, cellColumn, chipColumn, type ListColumn, STRONG, twoLineColumn } from 'shared-contracts/ui/list';

import { SeverityTag } from '../common/SeverityTag';
import { alertStatusBadge, alertTypeLabel } from './systemAlertFigures';
import type { AlertActions } from './useAlertActions';

/** Fields the user may sort by, in the provider: every column but Actions (the system alert's declaration marks them). */
export const SORTABLE_ALERT_FIELDS = sortFieldsOf(SYSTEM_ALERT_RECORD);

/** Each exported field's CSV header, from the system alert's declaration. */
const CSV = csvHeadersOf(SYSTEM_ALERT_RECORD);

/** An alert as read (with the version an update is made from). */
type SystemAlert = RecordOf['systemAlerts'];

const SEVERITY_LABEL = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** The styles of the alerts' own cells, beside the list's shared ones. */
export const ALERT_GRID_CELL_STYLES = {
  '& .alert-type': {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    alignItems: 'flex-start',
    gap: 0.5,
    height: '100%',
    py: 1,
    lineHeight: 1.35,
  },
} as const;

const isActive = (alert: SystemAlert) => alert.status === 'active';

/** Acknowledge and Resolve on an active alert, as the role may (busy while it saves); "No action needed" on any other. */
function actionColumn(actions: AlertActions): ListColumn<SystemAlert> {
  return actionsColumn<SystemAlert>(
    [
      {
        label: 'Acknowledge',
        name: (alert) => `Acknowledge ${alert.title}`,
        onClick: (alert) => void actions.setStatus(alert, 'acknowledged'),
        shown: (alert) => isActive(alert) && actions.may.acknowledged,
        busy: (alert) => actions.busyId === alert.id,
      },
      {
        label: 'Resolve',
        name: (alert) => `Resolve ${alert.title}`,
        onClick: (alert) => void actions.setStatus(alert, 'resolved'),
        shown: (alert) => isActive(alert) && actions.may.resolved,
        busy: (alert) => actions.busyId === alert.id,
      },
    ],
    { minWidth: 236, flex: 1 },
    'No action needed',
  );
}

function TypeAndSeverity({ alert }: { alert: SystemAlert }) {
  return (
    <div className="alert-type">
      <span className="list-cell__first">{alertTypeLabel(alert.type)}</span>
      <SeverityTag severity={alert.severity} label={SEVERITY_LABEL[alert.severity]} />
    </div>
  );
}

/** The seven columns of the specification; each sorts by what it shows first and exports each fact to its own CSV column. */
export function alertColumns(actions: AlertActions): ListColumn<SystemAlert>[] {
  return [
    twoLineColumn(
      'title',
      'Alert Details',
      { minWidth: 220, flex: 1.6 },
      { header: CSV.title, value: (alert) => alert.title },
      { header: CSV.description, value: (alert) => alert.description },
      STRONG,
    ),
    cellColumn('type', 'Type & Severity', { minWidth: 140, flex: 0.8 }, (alert) => <TypeAndSeverity alert={alert} />, [
      { header: CSV.type, value: (alert) => alertTypeLabel(alert.type) },
      { header: CSV.severity, value: (alert) => SEVERITY_LABEL[alert.severity] },
    ]),
    twoLineColumn(
      'vehicle',
      'Vehicle & Driver',
      { minWidth: 140, flex: 0.9 },
      { header: CSV.vehicle, value: (alert) => alert.vehicle || '—' },
      { header: CSV.driver, value: (alert) => alert.driver || 'No driver' },
    ),
    twoLineColumn('location', 'Location', { minWidth: 150, flex: 1 }, { header: CSV.location, value: (alert) => alert.location || '—' }),
    twoLineColumn(
      'timestamp',
      'Time',
      { minWidth: 110, flex: 0.6 },
      { header: 'Time', value: (alert) => formatTime(alert.timestamp) },
      { header: 'Date', value: (alert) => formatDate(alert.timestamp) },
    ),
    chipColumn('status', 'Status', { minWidth: 140, flex: 0.6 }, (alert) => alertStatusBadge(alert.status)),
    actionColumn(actions),
  ];
}
