import { useMemo, useState } from 'react';
import { routes } from 'shared-contracts/contract';
import { ListPage, useListController } from 'shared-contracts/controllers/list';
import { combineLoads, useAggregate, useClock } from 'shared-contracts/data';
import { PageHeader } from 'shared-contracts/ui';
import type { ListStateOptions } from 'shared-contracts/ui/list';
import { ListFigures, withFigures } from '../common/listFigures';
import { ALERT_GRID_CELL_STYLES, alertColumns, SORTABLE_ALERT_FIELDS } from './alertColumns';
import { SystemAlertKpiCards } from './SystemAlertKpiCards';
import { raisedOn, systemAlertKpis } from './systemAlertFigures';
import { useAlertActions } from './useAlertActions';

const ALERT_SEARCH_PLACEHOLDER = 'Search by alert type, vehicle, driver, or description...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_ALERT_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };
const BY_STATUS = { groupBy: 'status' } as const;
const NOUN = ['alert', 'alerts'] as const;
const ERROR = { title: 'Alerts could not be loaded', message: 'The alert list is unavailable right now.' };

const activeCount = (count: number) => `${count} active ${count === 1 ? 'alert' : 'alerts'}`;

/** /admin/alerts: "System Alerts", the four figures and the alerts table with Acknowledge and Resolve. */
export default function SystemAlertsPage() {
  const now = useClock();
  const [today] = useState(() => raisedOn(now()));
  const byStatus = useAggregate('systemAlerts', BY_STATUS);
  const raisedToday = useAggregate('systemAlerts', { filter: today });
  const figures = combineLoads(byStatus, raisedToday);
  const kpis = byStatus.data && raisedToday.data ? systemAlertKpis(byStatus.data, raisedToday.data) : undefined;
  const controller = useListController('systemAlerts', { list: LIST_OPTIONS });
  const actions = useAlertActions();
  const columns = useMemo(() => alertColumns(actions), [actions]);

  return (
    <ListPage
      controller={withFigures(controller, byStatus, raisedToday)}
      header={
        <PageHeader
          title="System Alerts"
          subtitle={kpis ? activeCount(kpis.active) : 'Vehicle, driver and load alerts'}
          back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }}
        />
      }
      figures={
        <ListFigures load={figures} listFailed={controller.status === 'error'}>
          <SystemAlertKpiCards kpis={kpis} />
        </ListFigures>
      }
      columns={columns}
      tableTitle={(total) => `Alerts (${total})`}
      tableName="Alerts"
      noun={NOUN}
      searchPlaceholder={ALERT_SEARCH_PLACEHOLDER}
      csvFileName="system-alerts"
      pageSizeOptions={PAGE_SIZES}
      emptyMessage="No alerts. Everything is running normally."
      error={ERROR}
      rowHeight="auto"
      sx={ALERT_GRID_CELL_STYLES}
    />
  );
}
