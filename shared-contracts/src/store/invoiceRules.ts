import { addIsoDays, toIsoDate } from '../domain/calendar';
import {
  DEFAULT_VAT_RATE,
  INVOICE_DUE_DAYS,
  INVOICE_STATUSES,
  PAYMENT_METHODS,
  VAT_RATES,
  type Invoice,
  type InvoicePatch,
  type NewInvoiceInput,
} from '../domain/invoice';
import type { Job } from '../domain/job';
import { toJobInvoiceSummary } from '../domain/jobInvoiceSummary';
import { formatInvoiceId, invoiceTotals, parseInvoiceId } from '../domain/money';
import { ValidationError } from './errors';
import { defined, FieldReader } from './fieldReader';
import { joinSearchText, type Cascade, type CollectionRules, type RuleContext } from './ruleContext';

const VAT_RATE_VALUES = VAT_RATES.map((v) => v.rate);

function readInvoice(r: FieldReader, context: RuleContext) {
  return {
    client_id: r.reference('client_id', (id) => !!context.get('clients', id), { required: true }) ?? undefined,
    services: r.text('services', { required: true }),
    amount: r.number('amount', { required: true, min: 0 }),
    job_id: r.reference('job_id', (id) => !!context.get('jobs', id)),
    vat_rate: r.oneOf('vat_rate', VAT_RATE_VALUES, { fallback: DEFAULT_VAT_RATE }),
    invoice_date: r.isoDate('invoice_date'),
    due_date: r.isoDate('due_date'),
    notes: r.text('notes'),
    status: r.oneOf('status', INVOICE_STATUSES, { fallback: 'generated' }),
    payment_date: r.mode === 'update' ? r.nullable('payment_date', () => r.isoDate('payment_date', { fallback: undefined })) : undefined,
    payment_method: r.mode === 'update' ? r.nullable('payment_method', () => r.oneOf('payment_method', PAYMENT_METHODS)) : undefined,
  };
}

/** A job is billed once, and only to its own client. */
function assertJobBillable(context: RuleContext, jobId: string | null, clientId: string, selfId?: string): Job | undefined {
  if (!jobId) return undefined;
  const job = context.get('jobs', jobId) as Job;
  if (job.client_id !== clientId) throw new ValidationError('job_id', `Job ${jobId} belongs to another client`);
  if (job.invoice && job.invoice.id !== selfId) throw new ValidationError('job_id', `Job ${jobId} already has invoice ${job.invoice.id}`);
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
  searchText: (invoice) => joinSearchText(invoice.id, invoice.client_name, invoice.services, invoice.status),

  create(input, context) {
    const fields = readInvoice(new FieldReader(input, 'create'), context);
    const clientId = fields.client_id as string;
    const job = assertJobBillable(context, fields.job_id ?? null, clientId);
    const now = context.now();
    const invoiceDate = fields.invoice_date || toIsoDate(now);
    const record = derive(
      {
        id: nextInvoiceId(context.all('invoices'), invoiceDate),
        job_id: job?.id ?? null,
        client_id: clientId,
        client_name: '',
        invoice_date: invoiceDate,
        due_date: fields.due_date || addIsoDays(invoiceDate, INVOICE_DUE_DAYS),
        amount: fields.amount as number,
        vat_rate: fields.vat_rate ?? DEFAULT_VAT_RATE,
        vat_amount: 0,
        total_amount: 0,
        status: fields.status ?? 'generated',
        payment_date: fields.status === 'paid' ? toIsoDate(now) : null,
        payment_method: null,
        services: fields.services as string,
        notes: fields.notes ?? '',
      },
      context,
    );
    const cascade: Cascade = job ? { jobs: [{ ...job, invoice: toJobInvoiceSummary({ ...record, job_id: job.id }, now.toISOString()) }] } : {};
    return { record, cascade };
  },

  update(existing, patch, context) {
    const fields = defined(readInvoice(new FieldReader(patch, 'update'), context));
    const now = context.now();
    const record = derive({ ...existing, ...fields }, context);
    if (record.status === 'paid' && !record.payment_date) record.payment_date = toIsoDate(now);
    const job = assertJobBillable(context, record.job_id, record.client_id, existing.id);
    const jobs: Job[] = [];
    if (existing.job_id && existing.job_id !== record.job_id) {
      const previous = context.get('jobs', existing.job_id);
      if (previous) {
        const { invoice: _released, ...unbilled } = previous;
        jobs.push(unbilled);
      }
    }
    if (job) {
      const createdAt = job.invoice?.created_at ?? now.toISOString();
      jobs.push({ ...job, invoice: toJobInvoiceSummary({ ...record, job_id: job.id }, createdAt) });
    }
    return { record, cascade: { jobs } };
  },
};

/**
 * The job page's Generate Invoice: net is the job's value, VAT 20%, status generated,
 * no payment date or method.
 */
export function invoiceInputForJob(job: Job): NewInvoiceInput {
  return { client_id: job.client_id, job_id: job.id, services: job.job_type, amount: job.total_amount, status: 'generated' };
}
