import { CITY_BOUNDS, CITY_NAMES, type CityName, UK_BOUNDS } from './cities';
import { beginBatch, type FleetSimulation, refreshStatus, setPosition, setRoute, STATUS_OFFLINE } from './fleetState';
import { isInsideBox, type LngLat, mphToKph, randomPointInBox } from './geo';
import { randomPointInVehicleCity, startJob } from './jobLifecycle';
import type { MapJob } from './mapEntities';
import { randomBetween } from './random';
import {
  IDLE_SPEED_KPH,
  INITIAL_MAX_SPEED_MPH,
  INITIAL_MIN_SPEED_MPH,
  MAX_SLIDER_SPEED_KPH,
  MIN_SLIDER_SPEED_KPH,
} from './simulationRules';

// Each command starts its own batch, so a map layer sees exactly what the command changed.

function isOffline(sim: FleetSimulation, index: number): boolean {
  return sim.frame.statuses[index] === STATUS_OFFLINE;
}

/**
 * Pause: the vehicle stops where it is and shows idle. False (nothing done) for offline or already paused.
 *
 * @example pauseVehicle(sim, 3) // true
 */
export function pauseVehicle(sim: FleetSimulation, index: number): boolean {
  if (isOffline(sim, index) || sim.paused[index] === 1) return false;
  beginBatch(sim);
  sim.paused[index] = 1;
  refreshStatus(sim, index);
  sim.version++;
  return true;
}

/**
 * Resume: moving again if it has an en-route job and a speed above 1 km/h, else idle. False for offline or not paused.
 *
 * @example resumeVehicle(sim, 3) // true
 */
export function resumeVehicle(sim: FleetSimulation, index: number): boolean {
  if (isOffline(sim, index) || sim.paused[index] === 0) return false;
  beginBatch(sim);
  sim.paused[index] = 0;
  refreshStatus(sim, index);
  sim.version++;
  return true;
}

/**
 * Clamp a slider value to 0–60 km/h; NaN counts as 0.
 *
 * @example clampSliderSpeed(75) // 60
 *
 * @internal exported for its unit tests
 */
export function clampSliderSpeed(kph: number): number {
  if (Number.isNaN(kph)) return MIN_SLIDER_SPEED_KPH;
  return Math.min(Math.max(kph, MIN_SLIDER_SPEED_KPH), MAX_SLIDER_SPEED_KPH);
}

/**
 * The speed slider: set a clamped speed; at 1 km/h or less the vehicle shows idle. Offline vehicles keep their status.
 * Returns false when the clamped speed equals the current one.
 *
 * @example setVehicleSpeed(sim, 3, 80) // speed becomes 60
 */
export function setVehicleSpeed(sim: FleetSimulation, index: number, kph: number): boolean {
  const speed = clampSliderSpeed(kph);
  if (sim.speeds[index] === speed) return false;
  beginBatch(sim);
  sim.speeds[index] = speed;
  refreshStatus(sim, index);
  sim.version++;
  return true;
}

/**
 * Teleport to City: a random point in the city's box (lng, lat draws), which becomes the vehicle's city. An en-route
 * job keeps its id and ETA but is re-routed from the new position to a random drop-off in that city (two more draws).
 *
 * @example teleportVehicleToCity(sim, 3, 'Leeds')
 */
export function teleportVehicleToCity(sim: FleetSimulation, index: number, city: CityName): void {
  beginBatch(sim);
  sim.cities[index] = CITY_NAMES.indexOf(city);
  const [lng, lat] = randomPointInBox(CITY_BOUNDS[city], sim.random);
  setPosition(sim, index, lng, lat);
  const job = sim.jobs[index];
  if (job) {
    setRoute(sim, index, { ...job, pickup: [lng, lat], dropoff: randomPointInVehicleCity(sim, index) });
  }
  sim.version++;
}

export interface JobRequest {
  /** The vehicle jumps here first (click-map mode); default: where it stands. */
  readonly pickup?: LngLat;
  /** Default: a random point in the vehicle's city box. */
  readonly dropoff?: LngLat;
}

/**
 * New Job (and the click-map job): the vehicle gets an en-route job and moves. It un-pauses; a vehicle at 1 km/h
 * or less gets a fresh 2–50 mph speed (one draw, before the drop-off draws). A previous en-route job is dropped
 * without counting as delivered. Null (nothing done) for offline vehicles and for points outside the UK box.
 *
 * @example createJobForVehicle(sim, 3, clock.now(), { pickup: [-0.12, 51.5], dropoff: [-0.08, 51.52] })
 */
export function createJobForVehicle(sim: FleetSimulation, index: number, nowMs: number, request: JobRequest = {}): MapJob | null {
  if (isOffline(sim, index)) return null;
  const { pickup, dropoff } = request;
  if (pickup && !isInsideBox(UK_BOUNDS, pickup[0], pickup[1])) return null;
  if (dropoff && !isInsideBox(UK_BOUNDS, dropoff[0], dropoff[1])) return null;
  beginBatch(sim);
  if (pickup) setPosition(sim, index, pickup[0], pickup[1]);
  sim.paused[index] = 0;
  if (sim.speeds[index] <= IDLE_SPEED_KPH) {
    sim.speeds[index] = mphToKph(randomBetween(sim.random, INITIAL_MIN_SPEED_MPH, INITIAL_MAX_SPEED_MPH));
  }
  const { positions } = sim.frame;
  const start: LngLat = [positions[index * 2], positions[index * 2 + 1]];
  const job = startJob(sim, index, start, dropoff ?? randomPointInVehicleCity(sim, index), nowMs);
  sim.version++;
  return job;
}
