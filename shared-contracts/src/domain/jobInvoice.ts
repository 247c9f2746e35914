import type { Invoice, InvoiceStatus, Job, NewInvoiceInput } from 'shared-contracts/records';

/** What the job page shows of the invoice that bills a job (read from the invoice: see toJobInvoiceSummary). */
export interface JobInvoiceSummary {
  id: string;
  job_id: string;
  invoice_number: string;
  amount: number;
  tax_amount: number;
  total_amount: number;
  status: InvoiceStatus;
  created_at: string;
  due_date: string;
}

/**
 * The job page's Generate Invoice: net is the job's value, VAT 20%, status generated, no payment date
 * or method; creating it links the invoice to the job.
 *
 * @example provider.create('invoices', { data: invoiceInputForJob(job) })
 */
export function invoiceInputForJob(job: Pick<Job, 'id' | 'client_id' | 'job_type' | 'total_amount'>): NewInvoiceInput {
  return { client_id: job.client_id, job_id: job.id, services: job.job_type, amount: job.total_amount, status: 'generated' };
}

/**
 * The invoice of a job as the job page shows it (the specification's job invoice summary).
 *
 * @example toJobInvoiceSummary(invoice).invoice_number // 'ZRV20250821001'
 */
export function toJobInvoiceSummary(invoice: Invoice & { job_id: string }): JobInvoiceSummary {
  return {
    id: invoice.id,
    job_id: invoice.job_id,
    invoice_number: invoice.id,
    amount: invoice.amount,
    tax_amount: invoice.vat_amount,
    total_amount: invoice.total_amount,
    status: invoice.status,
    created_at: invoice.invoice_date,
    due_date: invoice.due_date,
  };
}
