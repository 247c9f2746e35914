import { useMemo, useState } from 'react';
import { useListController } from 'shared-contracts/controllers/list';
import { combineLoads, useAggregate, useClock } from 'shared-contracts/data';
import { BACK_TO_DASHBOARD, listOptions, ListPage, type ListWords } from 'shared-contracts/ui/list';

import { FIGURES_ERROR } from '../common/figuresError';
import { ALERT_GRID_CELL_STYLES, alertColumns, SORTABLE_ALERT_FIELDS } from './alertColumns';
import { raisedOn, systemAlertKpis } from './systemAlertFigures';
import { SystemAlertKpiCards } from './SystemAlertKpiCards';
import { useAlertActions } from './useAlertActions';

const ALERT_SEARCH_PLACEHOLDER = 'Search by alert type, vehicle, driver, or description...';
const OPTIONS = listOptions(SORTABLE_ALERT_FIELDS);
const BY_STATUS = { groupBy: 'status' } as const;

const activeCount = (count: number) => `${count} active ${count === 1 ? 'alert' : 'alerts'}`;

const WORDS: ListWords = {
  header: { title: 'System Alerts', subtitle: 'Vehicle, driver and load alerts', back: BACK_TO_DASHBOARD },
  table: { name: 'Alerts', noun: ['alert', 'alerts'], csvFileName: 'system-alerts', searchPlaceholder: ALERT_SEARCH_PLACEHOLDER },
  emptyMessage: 'No alerts. Everything is running normally.',
};

/** /admin/alerts: "System Alerts", the four figures and the alerts table with Acknowledge and Resolve. */
export default function SystemAlertsPage() {
  const now = useClock();
  const [today] = useState(() => raisedOn(now()));
  const byStatus = useAggregate('systemAlerts', BY_STATUS);
  const raisedToday = useAggregate('systemAlerts', { filter: today });
  const kpis = byStatus.data && raisedToday.data ? systemAlertKpis(byStatus.data, raisedToday.data) : undefined;
  const figures = { cards: <SystemAlertKpiCards kpis={kpis} />, load: combineLoads(byStatus, raisedToday), error: FIGURES_ERROR };
  const words = kpis ? { ...WORDS, header: { ...WORDS.header, subtitle: activeCount(kpis.active) } } : WORDS;
  const actions = useAlertActions();
  const columns = useMemo(() => alertColumns(actions), [actions]);
  const controller = useListController('systemAlerts', { list: OPTIONS });
  return <ListPage controller={controller} words={words} figures={figures} columns={columns} sx={ALERT_GRID_CELL_STYLES} />;
}
