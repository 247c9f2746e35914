import { type ResourceTable, stored } from '../../records/resourceTable';

export const invoicesTable: ResourceTable<'invoices'> = {
  resource: 'invoices',
  table: 'invoices',
  fields: {
    id: stored('text'),
    job_id: stored('text'),
    client_id: stored('text'),
    client_name: stored('text'),
    invoice_date: stored('text'),
    due_date: stored('text'),
    amount: stored('number'),
    vat_rate: stored('number'),
    vat_amount: stored('number'),
    total_amount: stored('number'),
    status: stored('text'),
    payment_date: stored('text'),
    payment_method: stored('text'),
    services: stored('text'),
    notes: stored('text'),
  },
};
