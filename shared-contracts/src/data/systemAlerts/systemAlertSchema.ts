import { type NewSystemAlertInput, SYSTEM_ALERT_SEVERITIES, SYSTEM_ALERT_STATUSES } from 'shared-contracts/contract';

import type { EntitySchema } from '../schema/entitySchema';
import { oneOf, reference, text } from '../schema/fields';

export const SYSTEM_ALERT_FIELD_LABELS = {
  type: 'Type',
  severity: 'Severity',
  title: 'Title',
  description: 'Description',
  vehicle_id: 'Vehicle',
  driver_id: 'Driver',
  location: 'Location',
  timestamp: 'Time',
  status: 'Status',
} as const;

const L = SYSTEM_ALERT_FIELD_LABELS;

/** A system alert: type, severity and title are required. */
export const systemAlertSchema: EntitySchema<NewSystemAlertInput> = {
  fields: () => ({
    type: text(L.type, { required: true }),
    severity: oneOf(L.severity, SYSTEM_ALERT_SEVERITIES, { required: true }),
    title: text(L.title, { required: true }),
    description: text(L.description),
    vehicle_id: reference(L.vehicle_id),
    driver_id: reference(L.driver_id),
    location: text(L.location),
    timestamp: text(L.timestamp),
    status: oneOf(L.status, SYSTEM_ALERT_STATUSES),
  }),
  defaults: { description: '', location: '', status: 'active' },
};
