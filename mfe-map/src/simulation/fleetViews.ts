import { CITY_NAMES } from './cities';
import { type FleetSimulation, STATUS_NAMES } from './fleetState';
import type { FleetKpis, MapJob, MapVehicle } from './mapEntities';
import { FIXED_REVENUE_GBP } from './simulationRules';

/**
 * The index of a vehicle id, or -1.
 *
 * @example vehicleIndexOf(sim, 'VEH-001') // 0
 */
export function vehicleIndexOf(sim: FleetSimulation, id: string): number {
  return sim.indexById.get(id) ?? -1;
}

/**
 * A fresh object for one vehicle (lists, dialogs, the saved state); the map layer reads the frame instead.
 *
 * @example vehicleView(sim, 0).status // 'moving'
 */
export function vehicleView(sim: FleetSimulation, index: number): MapVehicle {
  const identity = sim.identities[index];
  return {
    id: identity.id,
    reg: identity.reg,
    driver: identity.driver,
    city: CITY_NAMES[sim.cities[index]],
    lng: sim.frame.positions[index * 2],
    lat: sim.frame.positions[index * 2 + 1],
    speedKph: sim.speeds[index],
    status: STATUS_NAMES[sim.frame.statuses[index]],
    jobId: sim.jobs[index]?.id ?? null,
    mileageToday: sim.mileage[index],
    paused: sim.paused[index] === 1,
  };
}

/**
 * An en-route or recently delivered job by id, or undefined.
 *
 * @example findJob(sim, 'JOB-1001')?.status // 'enroute'
 */
export function findJob(sim: FleetSimulation, id: string): MapJob | undefined {
  return sim.jobs.find((job) => job?.id === id) ?? sim.delivered.find((job) => job.id === id);
}

/**
 * The panel's KPI tiles, counted incrementally by the engine (no scan).
 *
 * @example fleetKpis(sim).completedToday // deliveries so far
 */
export function fleetKpis(sim: FleetSimulation): FleetKpis {
  return {
    activeJobs: sim.activeJobCount,
    moving: sim.movingCount,
    idle: sim.idleCount,
    offline: sim.offlineCount,
    completedToday: sim.deliveredCount,
    totalVehicles: sim.count,
    revenue: FIXED_REVENUE_GBP,
  };
}
