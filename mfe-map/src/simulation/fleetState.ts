import type { MapJob, MapVehicleStatus } from './mapEntities';
import type { RandomSource } from './random';
import { IDLE_SPEED_KPH } from './simulationRules';

export const STATUS_MOVING = 0;
export const STATUS_IDLE = 1;
export const STATUS_OFFLINE = 2;
/** Indexed by the codes in FleetFrame.statuses. */
export const STATUS_NAMES: readonly MapVehicleStatus[] = ['moving', 'idle', 'offline'];

/** Bits in FleetFrame.changeFlags. */
const CHANGED_STATUS = 1;
/** A route line appeared, went away or moved its end. */
const CHANGED_ROUTE = 2;
/** A jump that is not ordinary driving (teleport, start at a clicked pickup); driving vehicles are read from their status. */
const CHANGED_POSITION = 4;

/**
 * What a map layer reads after each notification, without allocating: the arrays keep their identity
 * for the simulation's life and are updated in place.
 */
export interface FleetFrame {
  readonly count: number;
  /** lng, lat of vehicle i at [2i], [2i + 1]. */
  readonly positions: Float64Array;
  /** STATUS_MOVING, STATUS_IDLE or STATUS_OFFLINE per vehicle. */
  readonly statuses: Uint8Array;
  /** 1 while the vehicle has an en-route job, so a route line is drawn. */
  readonly hasRoute: Uint8Array;
  /** Drop-off lng, lat of the route at [2i], [2i + 1]; NaN without a route. */
  readonly routeTargets: Float64Array;
  /** CHANGED_* bits per vehicle for the last batch (one tick or one command); 0 elsewhere. */
  readonly changeFlags: Uint8Array;
  /** The first changedCount entries are the vehicles with changeFlags set, in the order they changed. */
  readonly changedIndices: Int32Array;
  changedCount: number;
}

export interface FleetIdentity {
  readonly id: string;
  readonly reg: string;
  readonly driver: string;
}

/** The whole simulation state: flat arrays indexed by vehicle, mutated in place by the engine. */
export interface FleetSimulation {
  readonly count: number;
  readonly identities: readonly FleetIdentity[];
  readonly indexById: ReadonlyMap<string, number>;
  readonly frame: FleetFrame;
  /** Index into CITY_NAMES. */
  readonly cities: Uint8Array;
  readonly speeds: Float64Array;
  readonly paused: Uint8Array;
  /** Miles. */
  readonly mileage: Float64Array;
  /** Clock time (ms) of the next automatic job; Infinity when none is due. */
  readonly respawnAt: Float64Array;
  /** The en-route job of each vehicle. */
  readonly jobs: (MapJob | null)[];
  /** The most recent delivered jobs, oldest first. */
  readonly delivered: MapJob[];
  readonly random: RandomSource;
  nextJobNumber: number;
  deliveredCount: number;
  lastTickMs: number;
  /** Changes whenever anything a view shows changes. */
  version: number;
  movingCount: number;
  idleCount: number;
  offlineCount: number;
  activeJobCount: number;
}

// Seeding and restoring both start from this blank fleet (all idle at 0, 0) and fill it in.
export function createBlankSimulation(
  identities: readonly FleetIdentity[],
  random: RandomSource,
  nowMs: number,
  nextJobNumber: number,
): FleetSimulation {
  const count = identities.length;
  const routeTargets = new Float64Array(count * 2).fill(Number.NaN);
  return {
    count,
    identities,
    indexById: new Map(identities.map((identity, i) => [identity.id, i])),
    frame: {
      count,
      positions: new Float64Array(count * 2),
      statuses: new Uint8Array(count).fill(STATUS_IDLE),
      hasRoute: new Uint8Array(count),
      routeTargets,
      changeFlags: new Uint8Array(count),
      changedIndices: new Int32Array(count),
      changedCount: 0,
    },
    cities: new Uint8Array(count),
    speeds: new Float64Array(count),
    paused: new Uint8Array(count),
    mileage: new Float64Array(count),
    respawnAt: new Float64Array(count).fill(Number.POSITIVE_INFINITY),
    jobs: new Array<MapJob | null>(count).fill(null),
    delivered: [],
    random,
    nextJobNumber,
    deliveredCount: 0,
    lastTickMs: nowMs,
    version: 0,
    movingCount: 0,
    idleCount: count,
    offlineCount: 0,
    activeJobCount: 0,
  };
}

// Clears only the entries the last batch set, so the cost follows what changed, not the fleet size.
export function beginBatch(sim: FleetSimulation): void {
  const { frame } = sim;
  for (let k = 0; k < frame.changedCount; k++) frame.changeFlags[frame.changedIndices[k]] = 0;
  frame.changedCount = 0;
}

function markChanged(sim: FleetSimulation, index: number, flag: number): void {
  const { frame } = sim;
  if (frame.changeFlags[index] === 0) frame.changedIndices[frame.changedCount++] = index;
  frame.changeFlags[index] |= flag;
}

function setStatusCode(sim: FleetSimulation, index: number, code: number): void {
  const previous = sim.frame.statuses[index];
  if (previous === code) return;
  if (previous === STATUS_MOVING) sim.movingCount--;
  else if (previous === STATUS_IDLE) sim.idleCount--;
  else sim.offlineCount--;
  if (code === STATUS_MOVING) sim.movingCount++;
  else if (code === STATUS_IDLE) sim.idleCount++;
  else sim.offlineCount++;
  sim.frame.statuses[index] = code;
  markChanged(sim, index, CHANGED_STATUS);
}

// Offline is permanent: nothing in the live map brings a vehicle back.
export function setOffline(sim: FleetSimulation, index: number): void {
  setStatusCode(sim, index, STATUS_OFFLINE);
}

// The spec's status rule lives only here, so ticks, commands and restores cannot disagree: moving needs an
// en-route job, no pause and a speed above 1 km/h; anything else is idle; offline stays offline.
export function refreshStatus(sim: FleetSimulation, index: number): void {
  if (sim.frame.statuses[index] === STATUS_OFFLINE) return;
  const moving = sim.jobs[index] !== null && sim.paused[index] === 0 && sim.speeds[index] > IDLE_SPEED_KPH;
  setStatusCode(sim, index, moving ? STATUS_MOVING : STATUS_IDLE);
}

/**
 * A tracked vehicle's status is what it reports (trackedFleetController.ts): above 1 km/h moving, else idle; offline
 * once its reports have stopped.
 */
export function setReportedStatus(sim: FleetSimulation, index: number, reporting: boolean): void {
  setStatusCode(sim, index, !reporting ? STATUS_OFFLINE : sim.speeds[index] > IDLE_SPEED_KPH ? STATUS_MOVING : STATUS_IDLE);
}

export function setRoute(sim: FleetSimulation, index: number, job: MapJob | null): void {
  const had = sim.jobs[index] !== null;
  sim.jobs[index] = job;
  sim.frame.hasRoute[index] = job ? 1 : 0;
  sim.frame.routeTargets[index * 2] = job ? job.dropoff[0] : Number.NaN;
  sim.frame.routeTargets[index * 2 + 1] = job ? job.dropoff[1] : Number.NaN;
  sim.activeJobCount += (job ? 1 : 0) - (had ? 1 : 0);
  markChanged(sim, index, CHANGED_ROUTE);
}

export function setPosition(sim: FleetSimulation, index: number, lng: number, lat: number): void {
  sim.frame.positions[index * 2] = lng;
  sim.frame.positions[index * 2 + 1] = lat;
  markChanged(sim, index, CHANGED_POSITION);
}
