import { beginBatch, type FleetSimulation, STATUS_MOVING } from './fleetState';
import { distanceKm, KM_PER_MILE } from './geo';
import { deliverJob, startRandomJob } from './jobLifecycle';
import { MAX_TICK_SECONDS } from './simulationRules';

/**
 * Advance the simulation to `nowMs`: moving vehicles drive speed × elapsed time (at most MAX_TICK_SECONDS)
 * straight toward their drop-off; one that is at most one step away snaps onto it and delivers; a vehicle
 * whose automatic job is due gets it. Returns whether anything changed. Allocates only on deliveries and new jobs.
 *
 * @example tickSimulation(sim, clock.now()) // true while any vehicle is moving
 */
export function tickSimulation(sim: FleetSimulation, nowMs: number): boolean {
  beginBatch(sim);
  const seconds = Math.min(Math.max((nowMs - sim.lastTickMs) / 1000, 0), MAX_TICK_SECONDS);
  sim.lastTickMs = nowMs;
  const hours = seconds / 3600;
  const { positions, routeTargets, statuses } = sim.frame;
  const { speeds, mileage, respawnAt, count } = sim;
  let changed = false;
  for (let i = 0; i < count; i++) {
    if (statuses[i] === STATUS_MOVING) {
      if (hours === 0) continue;
      changed = true;
      const x = i * 2;
      const lng = positions[x];
      const lat = positions[x + 1];
      const targetLng = routeTargets[x];
      const targetLat = routeTargets[x + 1];
      const remaining = distanceKm(lng, lat, targetLng, targetLat);
      const step = speeds[i] * hours;
      if (remaining <= step) {
        positions[x] = targetLng;
        positions[x + 1] = targetLat;
        mileage[i] += remaining / KM_PER_MILE;
        deliverJob(sim, i, nowMs);
      } else {
        const fraction = step / remaining;
        positions[x] = lng + (targetLng - lng) * fraction;
        positions[x + 1] = lat + (targetLat - lat) * fraction;
        mileage[i] += step / KM_PER_MILE;
      }
    } else if (respawnAt[i] <= nowMs) {
      startRandomJob(sim, i, nowMs);
      changed = true;
    }
  }
  if (changed) sim.version++;
  return changed;
}
