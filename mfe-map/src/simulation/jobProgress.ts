import type { FleetSimulation } from './fleetState';
import { distanceKm, type LngLat } from './geo';
import type { MapJob } from './mapEntities';

/**
 * Whole percent of the straight pickup → drop-off line already covered, 0 to 100 (a zero-length job is 100).
 *
 * @example jobProgressPercent([0, 50], [0, 51], [0, 50.25]) // 25
 */
export function jobProgressPercent(pickup: LngLat, dropoff: LngLat, position: LngLat): number {
  const total = distanceKm(pickup[0], pickup[1], dropoff[0], dropoff[1]);
  if (total === 0) return 100;
  const remaining = distanceKm(position[0], position[1], dropoff[0], dropoff[1]);
  const percent = Math.round((1 - remaining / total) * 100);
  return Math.min(Math.max(percent, 0), 100);
}

export interface JobProgress {
  readonly job: MapJob;
  readonly vehicleIndex: number;
  readonly progressPercent: number;
}

/**
 * Progress of every en-route job, for the UK fleet variant's Live Jobs list.
 *
 * @example enrouteJobProgress(sim)[0].progressPercent // 0 right after the job starts
 */
export function enrouteJobProgress(sim: FleetSimulation): JobProgress[] {
  const { positions } = sim.frame;
  const list: JobProgress[] = [];
  sim.jobs.forEach((job, i) => {
    if (!job) return;
    list.push({ job, vehicleIndex: i, progressPercent: jobProgressPercent(job.pickup, job.dropoff, [positions[i * 2], positions[i * 2 + 1]]) });
  });
  return list;
}
