import type { Invoice } from 'shared-contracts/contract';
import type { JobInvoiceSummary } from 'shared-contracts/contract';

/** The summary a job carries of its invoice; `createdAt` is an ISO date-time. */
export function toJobInvoiceSummary(invoice: Invoice & { job_id: string }, createdAt: string): JobInvoiceSummary {
  return {
    id: invoice.id,
    job_id: invoice.job_id,
    invoice_number: invoice.id,
    amount: invoice.amount,
    tax_amount: invoice.vat_amount,
    total_amount: invoice.total_amount,
    status: invoice.status,
    created_at: createdAt,
    due_date: invoice.due_date,
  };
}
