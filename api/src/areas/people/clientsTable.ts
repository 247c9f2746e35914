import { sql } from 'kysely';
import { CLIENT_RECORD } from 'shared-contracts/records';

import { fieldsOf, type ResourceTable } from '../../records/resourceTable';

/** A client as read: the stored client and its activity, kept in client_activity (see clientActivity.ts). */
export const clientsTable: ResourceTable<'clients'> = {
  resource: 'clients',
  table: 'clients',
  fields: fieldsOf(CLIENT_RECORD),
  source: () => sql`SELECT c.*, coalesce(a.total_jobs, 0) AS total_jobs, coalesce(a.total_revenue, 0) AS total_revenue,
    coalesce(a.average_job_value, 0) AS average_job_value, a.last_job_date
    FROM clients AS c LEFT JOIN client_activity AS a ON a.client_id = c.id`,
};
