import { sql } from 'kysely';
import { JOB_RECORD } from 'shared-contracts/records';

import { fieldsOf, type ResourceTable } from '../../records/resourceTable';
import { planJobSearch } from './jobSearchPlan';

export const jobsTable: ResourceTable<'jobs'> = {
  resource: 'jobs',
  table: 'jobs',
  fields: fieldsOf(JOB_RECORD),
  // The fields a job's search looks in (api/migrations/004_jobs.sql keeps them in job_search).
  searchTable: { name: 'job_search', fields: JOB_RECORD.search.filter((part) => typeof part === 'string') },
  searchPlan: planJobSearch,
  // The contract's dispatch order, by the index on these columns (004_jobs.sql).
  namedOrders: { dispatch_order: [sql`r.dispatch_group`, sql`r.dispatch_key`, sql`r.id COLLATE "C"`] },
};
