import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider, type SampleProviderOptions } from 'shared-contracts/data';
import type { Client, Driver, Invoice, Job, Vehicle } from 'shared-contracts/records';

/** A small data set for the report, written out by hand; today is 21 Aug 2025, so "this month" starts on 22 Jul. */
export const REPORT_TODAY = new Date(2025, 7, 21, 9, 0);

const job = (id: string, fields: Partial<Job>) =>
  ({ id, status: 'completed', client_id: 'CLI-001', total_amount: 0, route: null, ...fields }) as Job;
const invoice = (id: string, fields: Partial<Invoice>) =>
  ({ id, job_id: null, client_id: 'CLI-002', amount: 0, total_amount: 0, ...fields }) as Invoice;

const JOBS = [
  job('J1', {
    pickup_date: '2025-08-20',
    pickup_address: '1 Mill Lane, London N1 8UD',
    delivery_address: '2 Park Avenue, Leeds LS1 2AB',
    route: 'London → Leeds',
    total_amount: 1000,
  }),
  job('J2', {
    client_id: 'CLI-002',
    pickup_date: '2025-08-10',
    pickup_address: '9 Kings Road, London SW3 4PE',
    delivery_address: '5 George Street, Leeds LS2 9XY',
    route: 'London → Leeds',
    total_amount: 500,
  }),
  job('J3', {
    pickup_date: '2025-07-22',
    pickup_address: '3 Queen Street, Bath BA1 1AA',
    delivery_address: '8 New Road, Bath BA2 3BB',
    route: 'Within Bath',
    total_amount: 2000,
  }),
  // A day before the month: in the client's revenue, not in the month's.
  job('J4', {
    client_id: 'CLI-002',
    pickup_date: '2025-07-21',
    pickup_address: '1 Mill Lane, London N1 8UD',
    delivery_address: '4 Castle Street, York YO1 9AA',
    route: 'London → York',
    total_amount: 700,
  }),
  job('J5', {
    status: 'in_progress',
    pickup_date: '2025-08-21',
    pickup_address: '1 Mill Lane, London N1 8UD',
    delivery_address: '2 Park Avenue, Leeds LS1 2AB',
    route: 'London → Leeds',
    total_amount: 300,
  }),
  job('J6', {
    status: 'scheduled',
    client_id: 'CLI-002',
    pickup_date: '2025-09-01',
    pickup_address: 'x',
    delivery_address: 'y',
    total_amount: 900,
  }),
];

const INVOICES = [
  invoice('I1', { status: 'sent', amount: 250, total_amount: 300 }),
  invoice('I2', { status: 'paid', job_id: 'J1', client_id: 'CLI-001', amount: 1000, total_amount: 1200 }),
  invoice('I3', { status: 'overdue', job_id: 'J2', amount: 500, total_amount: 600 }),
  invoice('I4', { status: 'draft', job_id: 'J3', client_id: 'CLI-001', amount: 100, total_amount: 120 }),
  invoice('I5', { status: 'cancelled', amount: 1000, total_amount: 1200 }),
];

const CLIENTS = [
  { id: 'CLI-001', client_type: 'museum' },
  { id: 'CLI-002', client_type: 'art_gallery' },
  { id: 'CLI-003', client_type: 'retail' },
] as Client[];

const DRIVERS = (['on_job', 'on_job', 'on_job', 'available'] as const).map(
  (current_status, i) => ({ id: `D${i}`, current_status }) as Driver,
);
const VEHICLES = (['in_use', 'en_route', 'available', 'maintenance'] as const).map((status, i) => ({ id: `V${i}`, status }) as Vehicle);

/** A sample provider over the report's data set, its clock at REPORT_TODAY. */
export function reportProvider(options: SampleProviderOptions = {}): DataProvider {
  return createSampleProvider(
    { jobs: JOBS, invoices: INVOICES, clients: CLIENTS, drivers: DRIVERS, vehicles: VEHICLES, warehouses: [], systemAlerts: [] },
    { now: () => REPORT_TODAY, ...options },
  );
}
