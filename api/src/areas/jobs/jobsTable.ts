import { sql } from 'kysely';

import { type ResourceTable, stored } from '../../records/resourceTable';
import { planJobSearch } from './jobSearchPlan';

export const jobsTable: ResourceTable<'jobs'> = {
  resource: 'jobs',
  table: 'jobs',
  fields: {
    id: stored('text'),
    client_id: stored('text'),
    client_name: stored('text'),
    job_type: stored('text'),
    status: stored('text'),
    pickup_address: stored('text'),
    delivery_address: stored('text'),
    pickup_date: stored('text'),
    pickup_time: stored('text'),
    driver_id: stored('text'),
    driver_name: stored('text'),
    vehicle_id: stored('text'),
    vehicle_reg: stored('text'),
    total_amount: stored('number'),
    porter_count: stored('number'),
    notes: stored('text'),
    contact_person: stored('text'),
    contact_phone: stored('text'),
    estimated_duration: stored('text'),
    special_requirements: stored('text'),
    created_at: stored('text'),
    route: stored('text'),
  },
  // The fields of shared-contracts' jobSearchFields (api/migrations/004_jobs.sql keeps them in job_search).
  searchTable: { name: 'job_search', fields: ['id', 'client_name', 'job_type', 'driver_name', 'vehicle_reg'] },
  searchPlan: planJobSearch,
  // The contract's dispatch order, by the index on these columns (004_jobs.sql).
  namedOrders: { dispatch_order: [sql`r.dispatch_group`, sql`r.dispatch_key`, sql`r.id COLLATE "C"`] },
};
