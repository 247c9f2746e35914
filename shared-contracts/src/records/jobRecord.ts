import { choice, date, number, recordKind, reference, text, time } from './recordKind';
import { DEFAULT_PORTER_COUNT, JOB_STATUSES, JOB_TYPES } from './vocabulary/job';

/**
 * A job. Dashboard, list and live-map jobs are views of it (`value` on the dashboard is `total_amount`). Names beside
 * ids are copies the rules keep in step. Client, type, addresses and pickup date are required (the specification's
 * create-job rule).
 */
export const JOB_RECORD = recordKind(
  'jobs',
  {
    id: text('Job ID', { sort: true, csv: true }),
    client_id: reference('Client', { input: true, required: true }),
    client_name: text('Client', { sort: true, csv: true }),
    job_type: choice('Job Type', JOB_TYPES, { input: true, required: true, csv: true }),
    pickup_address: text('Pickup Address', { input: true, required: true, sort: true, csv: true }),
    delivery_address: text('Delivery Address', { input: true, required: true, csv: true }),
    /** yyyy-mm-dd */
    pickup_date: date('Pickup Date', { input: true, required: true, sort: true, csv: true }),
    /** HH:00 in sample data */
    pickup_time: time('Pickup Time', { input: true, default: '09:00', csv: true }),
    driver_id: reference('Driver', { input: true, nullable: true }),
    driver_name: text('Driver', { nullable: true, sort: true, csv: true }),
    vehicle_id: reference('Vehicle', { input: true, nullable: true }),
    vehicle_reg: text('Vehicle', { nullable: true, csv: true }),
    porter_count: number('Number of Porters', {
      input: true,
      integer: true,
      min: 1,
      max: 50,
      default: DEFAULT_PORTER_COUNT,
      csv: 'Porters',
    }),
    /** Net value in GBP. */
    total_amount: number('Estimated Value (£)', { input: true, min: 0, default: 0, sort: true, csv: 'Value' }),
    special_requirements: text('Special Instructions', { input: true, default: '' }),
    notes: text('Notes', { input: true, default: '' }),
    contact_person: text('Contact Person', { input: true, default: '' }),
    contact_phone: text('Contact Phone', { input: true, default: '' }),
    estimated_duration: text('Estimated Duration', { input: true, default: '' }),
    status: choice('Status', JOB_STATUSES, { input: true, default: 'scheduled', sort: true, csv: true }),
    /** ISO date-time */
    created_at: text('Created'),
    /** Where the job goes between towns ("London → Leeds", "Within Bath"), from its addresses; null when a town cannot be read. */
    route: text('Route', { nullable: true }),
  },
  { search: ['id', 'client_name', 'job_type', 'driver_name', 'vehicle_reg'] },
);
