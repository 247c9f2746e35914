import type { Resource } from 'shared-contracts/contract';
import type { Invoice, Job } from 'shared-contracts/records';

import type { Cascade } from './ruleContext';

/** An invoice that adds to its client's revenue: one that bills no job (a job's own invoice repeats the job's value) and is not cancelled. */
const addsRevenue = (invoice: Invoice | undefined) => invoice !== undefined && invoice.job_id === null && invoice.status !== 'cancelled';

/** Whether a job or invoice write moves a client's figures (revenue, completed jobs, last job date). */
function movesClientActivity(resource: Resource, before: object | undefined, after: object): boolean {
  if (resource === 'jobs') {
    const [was, is] = [before as Job | undefined, after as Job];
    if (!was) return is.status !== 'scheduled';
    return (
      was.client_id !== is.client_id ||
      was.status !== is.status ||
      was.total_amount !== is.total_amount ||
      was.pickup_date !== is.pickup_date
    );
  }
  if (resource === 'invoices') {
    const [was, is] = [before as Invoice | undefined, after as Invoice];
    if (addsRevenue(was) !== addsRevenue(is)) return true;
    return addsRevenue(is) && (was!.amount !== is.amount || was!.client_id !== is.client_id);
  }
  return false;
}

/**
 * Every resource whose reads a write changes: the one written, those whose records the rules changed with
 * it (`cascade`), and clients when a job or invoice moves their figures.
 *
 * @example changedResources('invoices', sent, { ...sent, status: 'paid' }, {}) // ['invoices']
 */
export function changedResources(resource: Resource, before: object | undefined, after: object, cascade: Cascade): Resource[] {
  const changed = new Set<Resource>([resource]);
  for (const [other, records] of Object.entries(cascade) as [Resource, object[] | undefined][]) if (records?.length) changed.add(other);
  if (movesClientActivity(resource, before, after)) changed.add('clients');
  return [...changed];
}
