import { SYSTEM_ALERT_RECORD } from 'shared-contracts/records';

import { fieldsOf, type ResourceTable } from '../../records/resourceTable';

export const systemAlertsTable: ResourceTable<'systemAlerts'> = {
  resource: 'systemAlerts',
  table: 'system_alerts',
  fields: fieldsOf(SYSTEM_ALERT_RECORD),
};
