import type { Client } from 'shared-contracts/records';

import type { FleetSimulation } from '../simulation/fleetState';
import { jobProgressPercent } from '../simulation/jobProgress';

/** An en-route job as the UK fleet page's Live Jobs list shows it. */
export interface LiveJobRow {
  id: string;
  clientName: string;
  reg: string;
  driver: string;
  /** Whole percent of the way from pickup to drop-off, 0 to 100. */
  progress: number;
}

/** The ids of the en-route jobs, in the fleet's order. */
export function liveJobIds(sim: FleetSimulation): string[] {
  return sim.jobs.slice(0, sim.count).flatMap((job) => (job ? [job.id] : []));
}

/**
 * The en-route jobs with their progress and client (`clientOf`: the portal's client a job is dealt to, the same one
 * as in the Job Details dialog; none while it is read).
 *
 * @example liveJobRows(sim, clientOf)[0] // { id: 'JOB-1001', clientName: 'Harrowgate Museum of Decorative Arts', reg: 'ZVX-101', driver: '…', progress: 42 }
 */
export function liveJobRows(sim: FleetSimulation, clientOf: (jobId: string) => Pick<Client, 'company_name'> | undefined): LiveJobRow[] {
  const rows: LiveJobRow[] = [];
  const { positions } = sim.frame;
  for (let i = 0; i < sim.count; i++) {
    const job = sim.jobs[i];
    if (!job) continue;
    rows.push({
      id: job.id,
      clientName: clientOf(job.id)?.company_name ?? '',
      reg: sim.identities[i].reg,
      driver: sim.identities[i].driver,
      progress: jobProgressPercent(job.pickup, job.dropoff, [positions[i * 2], positions[i * 2 + 1]]),
    });
  }
  return rows;
}

/**
 * The rows whose job number, client, registration or driver holds the search, any case.
 *
 * @example searchLiveJobRows(rows, 'tate') // jobs for Tate clients
 */
export function searchLiveJobRows(rows: readonly LiveJobRow[], search: string): readonly LiveJobRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => [row.id, row.clientName, row.reg, row.driver].some((text) => text.toLowerCase().includes(needle)));
}
