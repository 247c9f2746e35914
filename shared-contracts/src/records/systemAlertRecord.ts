import { choice, recordKind, reference, text } from './recordKind';
import { SYSTEM_ALERT_SEVERITIES, SYSTEM_ALERT_STATUSES } from './vocabulary/systemAlert';

/** A system alert: type, severity and title are required; the registration and driver name it shows follow its ids. */
export const SYSTEM_ALERT_RECORD = recordKind(
  'systemAlerts',
  {
    id: text('Alert ID'),
    /** e.g. speeding, temperature, geofence */
    type: text('Type', { input: true, required: true, sort: true, csv: true }),
    severity: choice('Severity', SYSTEM_ALERT_SEVERITIES, { input: true, required: true, csv: true }),
    title: text('Title', { input: true, required: true, sort: true, csv: 'Alert' }),
    description: text('Description', { input: true, default: '', csv: true }),
    vehicle_id: reference('Vehicle', { input: true, nullable: true }),
    /** Registration shown on the page */
    vehicle: text('Vehicle', { sort: true, csv: true }),
    driver_id: reference('Driver', { input: true, nullable: true }),
    /** Driver name shown on the page */
    driver: text('Driver', { csv: true }),
    location: text('Location', { input: true, default: '', sort: true, csv: true }),
    /** ISO date-time */
    timestamp: text('Time', { input: true, sort: true }),
    status: choice('Status', SYSTEM_ALERT_STATUSES, { input: true, default: 'active', sort: true, csv: true }),
  },
  { search: ['title', 'type', 'vehicle', 'driver', 'description'] },
);
