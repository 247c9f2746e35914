import type { FleetSimulation } from './fleetState';
import { vehicleView } from './fleetViews';
import type { LngLat } from './geo';
import type { MapJob, MapVehicle } from './mapEntities';

export const FLEET_STATE_STORAGE_KEY = 'zorvex.liveMap.fleetState';
/**
 * The saved shape's version. The specification saves the state and clears it when the page starts, so nothing
 * reads it back; the version tells a future reader which shape it holds.
 */
const FLEET_STATE_SCHEMA = 1;

/** @internal exported for its unit tests */
export interface SavedFleetState {
  schema: typeof FLEET_STATE_SCHEMA;
  vehicles: MapVehicle[];
  /** En-route jobs and the most recent delivered ones. */
  jobs: MapJob[];
  deliveredCount: number;
  nextJobNumber: number;
}

// 6 decimals of a degree is about 0.1 m, plenty for a map; it trims the save at 10,000 vehicles by a sixth (3.3 MB).
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const round3 = (value: number) => Math.round(value * 1e3) / 1e3;
const roundPoint = (point: LngLat): LngLat => [round6(point[0]), round6(point[1])];
const roundJob = (job: MapJob): MapJob => ({ ...job, pickup: roundPoint(job.pickup), dropoff: roundPoint(job.dropoff) });

/**
 * The simulation as a JSON string for localStorage (positions to 6 decimals, speeds and miles to 3).
 *
 * @example storage.setItem(FLEET_STATE_STORAGE_KEY, serializeFleetState(sim))
 */
export function serializeFleetState(sim: FleetSimulation): string {
  const vehicles: MapVehicle[] = [];
  const jobs: MapJob[] = [];
  for (let i = 0; i < sim.count; i++) {
    const vehicle = vehicleView(sim, i);
    vehicle.lng = round6(vehicle.lng);
    vehicle.lat = round6(vehicle.lat);
    vehicle.speedKph = round3(vehicle.speedKph);
    vehicle.mileageToday = round3(vehicle.mileageToday);
    vehicles.push(vehicle);
    const job = sim.jobs[i];
    if (job) jobs.push(roundJob(job));
  }
  for (const job of sim.delivered) jobs.push(roundJob(job));
  const saved: SavedFleetState = {
    schema: FLEET_STATE_SCHEMA,
    vehicles,
    jobs,
    deliveredCount: sim.deliveredCount,
    nextJobNumber: sim.nextJobNumber,
  };
  return JSON.stringify(saved);
}
