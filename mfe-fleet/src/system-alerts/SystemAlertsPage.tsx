import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { routes } from 'shared-contracts/contract';
import { searchRecords, useDataStore, useList } from 'shared-contracts/data';
import { ErrorView, PageHeader } from 'shared-contracts/ui';
import { SearchableDataGrid, useListUrlState, type ListStateOptions } from 'shared-contracts/ui/list';
import { ALERT_GRID_CELL_STYLES, alertColumns, SORTABLE_ALERT_FIELDS } from './alertColumns';
import { SystemAlertKpiCards } from './SystemAlertKpiCards';
import { systemAlertKpis } from './systemAlertFigures';
import { useAlertActions } from './useAlertActions';

export const ALERT_SEARCH_PLACEHOLDER = 'Search by alert type, vehicle, driver, or description...';
const PAGE_SIZES = [10, 25, 50, 100] as const;
const LIST_OPTIONS: ListStateOptions = { sortableFields: SORTABLE_ALERT_FIELDS, pageSizeOptions: PAGE_SIZES, defaultPageSize: 10 };

const activeCount = (count: number) => `${count} active ${count === 1 ? 'alert' : 'alerts'}`;
const noMatch = (search: string) => `No alerts match "${search}"`;

/** /admin/alerts: "System Alerts", the four figures and the alerts table with Acknowledge and Resolve. */
export default function SystemAlertsPage() {
  const store = useDataStore();
  const [today] = useState(() => store.now());
  const alerts = useList('systemAlerts');
  const allAlerts = alerts.data;
  const list = useListUrlState(LIST_OPTIONS);
  const actions = useAlertActions();

  const rows = useMemo(() => searchRecords('systemAlerts', allAlerts ?? [], list.search), [allAlerts, list.search]);
  const kpis = useMemo(() => (allAlerts ? systemAlertKpis(allAlerts, today) : undefined), [allAlerts, today]);
  const columns = useMemo(() => alertColumns(actions), [actions]);

  return (
    <Box>
      <PageHeader
        title="System Alerts"
        subtitle={kpis ? activeCount(kpis.active) : 'Vehicle, driver and load alerts'}
        back={{ label: 'Back to Dashboard', to: routes.admin.dashboard }}
      />
      <SystemAlertKpiCards kpis={kpis} />
      {alerts.status === 'error' ? (
        <ErrorView title="Alerts could not be loaded" message="The alert list is unavailable right now." onRetry={alerts.reload} />
      ) : (
        <SearchableDataGrid
          list={list}
          rows={rows}
          columns={columns}
          title={allAlerts ? `Alerts (${rows.length})` : 'Alerts'}
          searchPlaceholder={ALERT_SEARCH_PLACEHOLDER}
          csvFileName="system-alerts"
          pageSizeOptions={PAGE_SIZES}
          emptyMessage="No alerts. Everything is running normally."
          noMatchMessage={noMatch}
          loading={alerts.status === 'loading'}
          rowHeight={84}
          statusText={allAlerts ? `${rows.length} ${rows.length === 1 ? 'alert' : 'alerts'}${list.search.trim() ? ' found' : ''}` : undefined}
          sx={ALERT_GRID_CELL_STYLES}
        />
      )}
    </Box>
  );
}
