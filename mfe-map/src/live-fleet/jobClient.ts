import type { Client } from 'shared-contracts/contract';
import { FIRST_JOB_NUMBER } from '../simulation/simulationRules';

/**
 * The shared store's client a live-map job is for: the live map invents its jobs, so it deals them to the real
 * clients in turn by job number (the same client for a job everywhere it is shown). Undefined without clients.
 *
 * @example clientForJob('JOB-1002', clients) === clients[1] // true
 */
export function clientForJob(jobId: string, clients: readonly Client[]): Client | undefined {
  if (clients.length === 0) return undefined;
  const number = Number(jobId.replace(/^JOB-/, ''));
  return clients[(((number - FIRST_JOB_NUMBER) % clients.length) + clients.length) % clients.length];
}
