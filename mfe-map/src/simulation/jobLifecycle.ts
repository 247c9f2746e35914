import { CITY_BOUNDS, CITY_NAMES } from './cities';
import { type FleetSimulation, refreshStatus, setRoute } from './fleetState';
import { type LngLat, randomPointInBox } from './geo';
import type { MapJob } from './mapEntities';
import { randomInt } from './random';
import { ETA_MAX_MINUTES, ETA_MIN_MINUTES, RECENT_DELIVERED_LIMIT, RESPAWN_MAX_SECONDS, RESPAWN_MIN_SECONDS } from './simulationRules';

export function randomPointInVehicleCity(sim: FleetSimulation, index: number): [number, number] {
  return randomPointInBox(CITY_BOUNDS[CITY_NAMES[sim.cities[index]]], sim.random);
}

// Cancels a pending automatic job, or it would later replace this one. The ETA takes one draw.
export function startJob(sim: FleetSimulation, index: number, pickup: LngLat, dropoff: LngLat, nowMs: number): MapJob {
  const id = `JOB-${sim.nextJobNumber++}`;
  const etaMinutes = randomInt(sim.random, ETA_MIN_MINUTES, ETA_MAX_MINUTES);
  const job: MapJob = {
    id,
    ref: id,
    pickup: [pickup[0], pickup[1]],
    dropoff: [dropoff[0], dropoff[1]],
    assignedVehicleId: sim.identities[index].id,
    status: 'enroute',
    etaISO: new Date(nowMs + etaMinutes * 60_000).toISOString(),
    createdAt: new Date(nowMs).toISOString(),
  };
  sim.respawnAt[index] = Number.POSITIVE_INFINITY;
  setRoute(sim, index, job);
  refreshStatus(sim, index);
  return job;
}

/** @internal exported for its unit tests */
export function keepDelivered(sim: FleetSimulation, job: MapJob): void {
  sim.delivered.push(job);
  if (sim.delivered.length > RECENT_DELIVERED_LIMIT) sim.delivered.shift();
}

// The delivered job is a new object so lists comparing by identity see the change. The wait takes one draw.
export function deliverJob(sim: FleetSimulation, index: number, nowMs: number): void {
  const job = sim.jobs[index];
  if (!job) return;
  keepDelivered(sim, { ...job, status: 'delivered' });
  sim.deliveredCount++;
  setRoute(sim, index, null);
  refreshStatus(sim, index);
  sim.respawnAt[index] = nowMs + randomInt(sim.random, RESPAWN_MIN_SECONDS, RESPAWN_MAX_SECONDS) * 1000;
}

export function startRandomJob(sim: FleetSimulation, index: number, nowMs: number): MapJob {
  const { positions } = sim.frame;
  const pickup: LngLat = [positions[index * 2], positions[index * 2 + 1]];
  return startJob(sim, index, pickup, randomPointInVehicleCity(sim, index), nowMs);
}
