import { type ResourceTable, stored } from '../../records/resourceTable';

export const systemAlertsTable: ResourceTable<'systemAlerts'> = {
  resource: 'systemAlerts',
  table: 'system_alerts',
  fields: {
    id: stored('text'),
    type: stored('text'),
    severity: stored('text'),
    title: stored('text'),
    description: stored('text'),
    vehicle: stored('text'),
    driver: stored('text'),
    vehicle_id: stored('text'),
    driver_id: stored('text'),
    location: stored('text'),
    timestamp: stored('text'),
    status: stored('text'),
  },
};
