import { sql } from 'kysely';

import { computed, type ResourceTable, stored } from '../../records/resourceTable';

/** A client as read: the stored client and its activity, kept in client_activity (see clientActivity.ts). */
export const clientsTable: ResourceTable<'clients'> = {
  resource: 'clients',
  table: 'clients',
  fields: {
    id: stored('text'),
    company_name: stored('text'),
    contact_name: stored('text'),
    contact_title: stored('text'),
    email: stored('text'),
    phone: stored('text'),
    mobile: stored('text'),
    address: stored('text'),
    city: stored('text'),
    postcode: stored('text'),
    country: stored('text'),
    client_type: stored('text'),
    status: stored('text'),
    payment_terms: stored('text'),
    credit_limit: stored('number'),
    website: stored('text'),
    notes: stored('text'),
    created_at: stored('text'),
    total_jobs: computed('number'),
    total_revenue: computed('number'),
    average_job_value: computed('number'),
    last_job_date: computed('text'),
  },
  source: () => sql`SELECT c.*, coalesce(a.total_jobs, 0) AS total_jobs, coalesce(a.total_revenue, 0) AS total_revenue,
    coalesce(a.average_job_value, 0) AS average_job_value, a.last_job_date
    FROM clients AS c LEFT JOIN client_activity AS a ON a.client_id = c.id`,
};
