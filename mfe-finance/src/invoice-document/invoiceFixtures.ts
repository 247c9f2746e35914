import type { Client, Invoice } from 'shared-contracts/records';

/** A paid invoice and its client, written out by hand for tests. */
export const PAID_INVOICE: Invoice = {
  id: 'ZRV20250821004',
  job_id: 'JOB-2025-0042',
  client_id: 'CLI-007',
  client_name: 'Harbour Fine Art',
  invoice_date: '2025-08-21',
  due_date: '2025-09-20',
  amount: 850,
  vat_rate: 20,
  vat_amount: 170,
  total_amount: 1020,
  status: 'paid',
  payment_date: '2025-08-25',
  payment_method: 'bank_transfer',
  services: 'Art Transportation, Gallery Installation',
  notes: 'Please quote the invoice number with your payment.',
};

export const HARBOUR_CLIENT = {
  id: 'CLI-007',
  company_name: 'Harbour Fine Art',
  contact_name: 'Jane Whitmore',
  email: 'jane@harbourfineart.co.uk',
  phone: '0117 496 0123',
  address: '12 Canal Wharf',
  city: 'Bristol',
  postcode: 'BS1 4QT',
} as Client;
