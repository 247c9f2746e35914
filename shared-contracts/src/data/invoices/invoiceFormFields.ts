// What the invoice form shows for each field: its label, which the store's messages also use.
export const INVOICE_FIELD_LABELS = {
  client_id: 'Client',
  job_id: 'Job ID',
  services: 'Description',
  amount: 'Amount (£)',
  vat_rate: 'VAT Rate',
  invoice_date: 'Invoice Date',
  due_date: 'Due Date',
  notes: 'Notes',
  status: 'Status',
  payment_date: 'Payment Date',
  payment_method: 'Payment Method',
} as const;
