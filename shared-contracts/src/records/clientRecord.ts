import { choice, date, email, number, phone, recordKind, text, url } from './recordKind';
import {
  ALL_CLIENT_TYPES,
  CLIENT_STATUSES,
  clientTypeLabel,
  DEFAULT_CLIENT_CREDIT_LIMIT,
  DEFAULT_CLIENT_PAYMENT_TERMS,
  PAYMENT_TERMS,
} from './vocabulary/client';

/**
 * A client: company, client type, contact, e-mail and phone are required; e-mail, phone and website must read as such.
 * Revenue, jobs and last job date are not stored: reads work them out from the client's jobs and invoices.
 */
export const CLIENT_RECORD = recordKind(
  'clients',
  {
    /** CLI-nnn for sample clients, CLI and six digits for clients added since */
    id: text('Client ID'),
    company_name: text('Company Name', { input: true, required: true, sort: true, csv: 'Company' }),
    client_type: choice('Client Type', ALL_CLIENT_TYPES, { input: true, required: true, sort: true, csv: 'Type' }),
    contact_name: text('Contact Name', { input: true, required: true, csv: 'Contact' }),
    email: email('Email', { input: true, required: true, sort: true, csv: true }),
    phone: phone('Phone', { input: true, required: true, csv: true }),
    website: url('Website', { input: true, default: '' }),
    /** Street line */
    address: text('Street Address', { input: true, default: '' }),
    city: text('City', { input: true, default: '' }),
    postcode: text('Postcode', { input: true, upperCase: true, default: '', csv: true }),
    notes: text('Notes', { input: true, default: '' }),
    contact_title: text('Job Title', { input: true, default: '' }),
    mobile: phone('Mobile', { input: true, default: '' }),
    payment_terms: choice('Payment Terms', PAYMENT_TERMS, { input: true, default: DEFAULT_CLIENT_PAYMENT_TERMS }),
    credit_limit: number('Credit Limit (£)', { input: true, min: 0, default: DEFAULT_CLIENT_CREDIT_LIMIT }),
    status: choice('Status', CLIENT_STATUSES, { input: 'update', csv: true }),
    country: text('Country'),
    /** ISO date-time; shown as the registration date */
    created_at: text('Registered'),
    /** Completed jobs */
    total_jobs: number('Jobs', { computed: true, sort: true, csv: true }),
    /** Net GBP of completed jobs and of non-cancelled invoices that bill no job; the detail page calls it total spent. */
    total_revenue: number('Revenue', { computed: true, sort: true, csv: true }),
    /** Total revenue divided by jobs, rounded down. */
    average_job_value: number('Average Job Value', { computed: true }),
    /** yyyy-mm-dd of the latest completed or live job, or null */
    last_job_date: date('Last Job', { computed: true, nullable: true, sort: true, csv: true }),
  },
  { search: ['company_name', 'contact_name', 'email', 'client_type', { field: 'client_type', as: clientTypeLabel }] },
);
