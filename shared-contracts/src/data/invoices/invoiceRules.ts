import { ValidationError } from 'shared-contracts/contract';
import { addIsoDays, formatInvoiceId, invoiceTotals, parseInvoiceId, toIsoDate } from 'shared-contracts/domain';
import {
  type Invoice,
  INVOICE_DUE_DAYS,
  INVOICE_RECORD,
  type InvoicePatch,
  type Job,
  labelsOf,
  type NewInvoiceInput,
} from 'shared-contracts/records';

import { entitySchemaOf } from '../schema/entitySchemaOf';
import { assertExists, changedFields, type CollectionRules, newFields, type RuleContext } from '../store/ruleContext';

const invoiceSchema = entitySchemaOf(INVOICE_RECORD);
const L = labelsOf(INVOICE_RECORD);

/** A job is billed once, and only to its own client. */
function assertJobBillable(context: RuleContext, jobId: string | null, clientId: string, selfId?: string): Job | undefined {
  if (!jobId) return undefined;
  const job = context.get('jobs', jobId);
  if (!job) throw ValidationError.of('job_id', 'unknown_reference', `${L.job_id} "${jobId}" does not exist`);
  if (job.client_id !== clientId) throw ValidationError.of('job_id', 'not_allowed', `Job ${jobId} belongs to another client`);
  const billed = context.all('invoices').find((invoice) => invoice.job_id === jobId && invoice.id !== selfId);
  if (billed) throw ValidationError.of('job_id', 'not_allowed', `Job ${jobId} already has invoice ${billed.id}`);
  return job;
}

function nextInvoiceId(invoices: readonly Invoice[], isoDate: string): string {
  const compact = isoDate.replaceAll('-', '');
  let max = 0;
  for (const invoice of invoices) {
    const parsed = parseInvoiceId(invoice.id);
    if (parsed?.compactDate === compact) max = Math.max(max, parsed.sequence);
  }
  return formatInvoiceId(isoDate, max + 1);
}

/** Net, VAT, total and the client's name follow from the other fields. */
function derive(invoice: Invoice, context: RuleContext): Invoice {
  return {
    ...invoice,
    ...invoiceTotals(invoice.amount, invoice.vat_rate),
    client_name: context.get('clients', invoice.client_id)?.company_name ?? invoice.client_name,
  };
}

export const invoiceRules: CollectionRules<Invoice, NewInvoiceInput, InvoicePatch> = {
  create(input, context) {
    const fields = newFields(invoiceSchema, input, context);
    assertExists(context, 'clients', 'client_id', L.client_id, fields.client_id);
    const job = assertJobBillable(context, fields.job_id, fields.client_id);
    const now = context.now();
    const invoiceDate = fields.invoice_date || toIsoDate(now);
    const record = derive(
      {
        id: nextInvoiceId(context.all('invoices'), invoiceDate),
        job_id: job?.id ?? null,
        client_id: fields.client_id,
        client_name: '',
        invoice_date: invoiceDate,
        due_date: fields.due_date || addIsoDays(invoiceDate, INVOICE_DUE_DAYS),
        amount: fields.amount,
        vat_rate: fields.vat_rate,
        vat_amount: 0,
        total_amount: 0,
        status: fields.status,
        payment_date: fields.status === 'paid' ? toIsoDate(now) : null,
        payment_method: null,
        services: fields.services,
        notes: fields.notes,
      },
      context,
    );
    return { record };
  },

  update(existing, patch, context) {
    const changes = changedFields<InvoicePatch>(invoiceSchema, patch, context);
    assertExists(context, 'clients', 'client_id', L.client_id, changes.client_id);
    const now = context.now();
    const record = derive({ ...existing, ...changes }, context);
    // null clears a payment that was recorded by mistake.
    const cleared = patch as InvoicePatch;
    if (cleared.payment_date === null) record.payment_date = null;
    if (cleared.payment_method === null) record.payment_method = null;
    if (record.status === 'paid' && !record.payment_date) record.payment_date = toIsoDate(now);
    assertJobBillable(context, record.job_id, record.client_id, existing.id);
    return { record };
  },
};
