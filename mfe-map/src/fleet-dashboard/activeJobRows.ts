import type { FleetSimulation } from '../simulation/fleetState';
import type { MapJob } from '../simulation/mapEntities';

/** An en-route job as the Active Jobs list shows it. */
export interface ActiveJobRow {
  id: string;
  vehicleId: string;
  reg: string;
  driver: string;
  /** ISO date-time: sorts as text. */
  etaISO: string;
}

/**
 * A function that gives the en-route jobs of a simulation, in fleet order of their vehicles. A job keeps its row
 * while it is unchanged (jobs are replaced, never changed in place), so a tick makes rows only for new jobs.
 *
 * @example const rowsOf = activeJobRowsReader(); rowsOf(sim)[0] // { id: 'JOB-1001', vehicleId: 'VEH-001', reg: 'ZVX-101', driver: 'Sarah Mitchell', etaISO: '…' }
 */
export function activeJobRowsReader(): (sim: FleetSimulation) => ActiveJobRow[] {
  const rowOfJob = new WeakMap<MapJob, ActiveJobRow>();
  return (sim) => {
    const rows: ActiveJobRow[] = [];
    for (let i = 0; i < sim.count; i++) {
      const job = sim.jobs[i];
      if (!job) continue;
      let row = rowOfJob.get(job);
      if (!row) {
        const { id: vehicleId, reg, driver } = sim.identities[i];
        row = { id: job.id, vehicleId, reg, driver, etaISO: job.etaISO };
        rowOfJob.set(job, row);
      }
      rows.push(row);
    }
    return rows;
  };
}

/**
 * The rows whose job number, registration or driver holds the search, any case.
 *
 * @example searchActiveJobRows(rows, '1004') // JOB-1004
 */
export function searchActiveJobRows(rows: readonly ActiveJobRow[], search: string): readonly ActiveJobRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => [row.id, row.reg, row.driver].some((text) => text.toLowerCase().includes(needle)));
}
