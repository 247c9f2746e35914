import type { Client, Job } from 'shared-contracts/records';

import { revenueRangeFor } from './clientRevenueRanges';
import type { Rng } from './random';

/**
 * Sets the value of every completed, unbilled job so that each client's completed work adds up
 * to a revenue inside its type's sample range (a billed job keeps its invoice's net amount).
 */
export function allocateClientRevenue(rng: Rng, jobs: Job[], clients: readonly Client[], billedJobIds: ReadonlySet<string>): void {
  const open = new Map<string, Job[]>();
  const billed = new Map<string, number>();
  for (const job of jobs) {
    if (job.status !== 'completed') continue;
    if (billedJobIds.has(job.id)) billed.set(job.client_id, (billed.get(job.client_id) ?? 0) + job.total_amount);
    else {
      const list = open.get(job.client_id);
      if (list) list.push(job);
      else open.set(job.client_id, [job]);
    }
  }
  for (const client of clients) {
    const list = open.get(client.id);
    if (!list) continue;
    const [low, high] = revenueRangeFor(client.client_type);
    const target = rng.int(low / 10, high / 10) * 10;
    const remaining = Math.max(list.length, target - (billed.get(client.id) ?? 0));
    const weights = list.map(() => 0.5 + rng.next());
    const weightSum = weights.reduce((a, b) => a + b, 0);
    let given = 0;
    list.forEach((job, k) => {
      const share = k === list.length - 1 ? remaining - given : Math.max(1, Math.floor((remaining * weights[k]) / weightSum));
      job.total_amount = share;
      given += share;
    });
  }
}
