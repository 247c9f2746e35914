import { addDays, addIsoDays, calendarDaysBetween, formatInvoiceId, invoiceTotals, parseIsoDate, toIsoDate } from 'shared-contracts/domain';
import {
  type Client,
  DEFAULT_VAT_RATE,
  type Invoice,
  INVOICE_DUE_DAYS,
  type InvoiceStatus,
  type Job,
  PAYMENT_METHODS,
} from 'shared-contracts/records';

import type { Rng } from './random';

/** All six statuses; the window is the pickup days (from today) a billed job may have. */
const STATUS_PLAN: ReadonlyArray<{ status: InvoiceStatus; count: number; from: number; to: number }> = [
  { status: 'paid', count: 18, from: -30, to: -8 },
  { status: 'sent', count: 9, from: -20, to: -3 },
  { status: 'overdue', count: 4, from: -30, to: -30 },
  { status: 'generated', count: 5, from: -6, to: -1 },
  { status: 'draft', count: 5, from: -5, to: -1 },
  { status: 'cancelled', count: 4, from: -28, to: -5 },
];
const EXTRA_SERVICES = [
  'White Glove Delivery',
  'Specialist Handling',
  'Storage Services',
  'Gallery Installation',
  'Logistics Coordination',
];
const NOTES = ['Thank you for your business.', 'Please quote the invoice number with your payment.', ''];
/** Net amounts of sample invoices. */
const INVOICE_AMOUNT_RANGE = [500, 2500] as const;

/** A billed job's client must have another completed job so its revenue can still reach its range. */
function candidatesByDay(jobs: readonly Job[], today: Date): Map<string, number[]> {
  const completedPerClient = new Map<string, number>();
  for (const job of jobs) {
    if (job.status === 'completed') completedPerClient.set(job.client_id, (completedPerClient.get(job.client_id) ?? 0) + 1);
  }
  const byDay = new Map<string, number[]>();
  const earliest = toIsoDate(addDays(today, -30));
  jobs.forEach((job, index) => {
    if (job.status !== 'completed' || job.pickup_date < earliest || (completedPerClient.get(job.client_id) ?? 0) < 2) return;
    const list = byDay.get(job.pickup_date);
    if (list) list.push(index);
    else byDay.set(job.pickup_date, [index]);
  });
  return byDay;
}

/**
 * Bills up to 45 completed jobs (distinct clients) dated within the last 30 days, and writes each
 * invoice's net amount and summary onto its job. Returned newest first.
 */
export function generateInvoices(rng: Rng, today: Date, jobs: Job[], clients: readonly Client[]): Invoice[] {
  const clientById = new Map(clients.map((c) => [c.id, c]));
  const byDay = candidatesByDay(jobs, today);
  const usedClients = new Set<string>();
  const drafts: Array<Omit<Invoice, 'id'>> = [];

  for (const plan of STATUS_PLAN) {
    for (let n = 0; n < plan.count; n++) {
      const days = Array.from({ length: plan.to - plan.from + 1 }, (_, k) => toIsoDate(addDays(today, plan.from + k)));
      const index = pickCandidate(rng, rng.shuffle(days), byDay, (i) => !usedClients.has(jobs[i].client_id));
      if (index === undefined) break;
      const job = jobs[index];
      usedClients.add(job.client_id);

      const invoiceDate =
        plan.status === 'overdue' ? job.pickup_date : minIso(addIsoDays(job.pickup_date, rng.int(0, 2)), toIsoDate(today));
      const net = rng.int(INVOICE_AMOUNT_RANGE[0] / 5, INVOICE_AMOUNT_RANGE[1] / 5) * 5;
      const paid = plan.status === 'paid';
      const daysSinceInvoice = calendarDaysBetween(parseIsoDate(invoiceDate) as Date, today);
      job.total_amount = net;
      drafts.push({
        job_id: job.id,
        client_id: job.client_id,
        client_name: clientById.get(job.client_id)?.company_name ?? job.client_name,
        invoice_date: invoiceDate,
        due_date: addIsoDays(invoiceDate, INVOICE_DUE_DAYS),
        ...invoiceTotals(net, DEFAULT_VAT_RATE),
        vat_rate: DEFAULT_VAT_RATE,
        status: plan.status,
        payment_date: paid ? addIsoDays(invoiceDate, rng.int(1, Math.max(1, Math.min(25, daysSinceInvoice)))) : null,
        payment_method: paid ? rng.pick(PAYMENT_METHODS) : null,
        services: rng.chance(0.4) ? `${job.job_type}, ${rng.pick(EXTRA_SERVICES)}` : job.job_type,
        notes: rng.pick(NOTES),
      });
    }
  }

  const order = drafts
    .map((_, i) => i)
    .sort((a, b) => (drafts[a].invoice_date < drafts[b].invoice_date ? -1 : drafts[a].invoice_date > drafts[b].invoice_date ? 1 : a - b));
  const perDay = new Map<string, number>();
  const invoices: Invoice[] = order.map((i) => {
    const draft = drafts[i];
    const sequence = (perDay.get(draft.invoice_date) ?? 0) + 1;
    perDay.set(draft.invoice_date, sequence);
    const invoice: Invoice = { id: formatInvoiceId(draft.invoice_date, sequence), ...draft };
    return invoice;
  });
  return invoices.reverse();
}

const minIso = (a: string, b: string) => (a < b ? a : b);

/** The first acceptable job, looking at the days in the given order, each from a random start. */
function pickCandidate(rng: Rng, days: string[], byDay: Map<string, number[]>, accept: (index: number) => boolean): number | undefined {
  for (const day of days) {
    const list = byDay.get(day);
    if (!list) continue;
    const start = rng.int(0, list.length - 1);
    for (let k = 0; k < list.length; k++) {
      const index = list[(start + k) % list.length];
      if (accept(index)) return index;
    }
  }
  return undefined;
}
