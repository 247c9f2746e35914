import type { PositionFix } from 'shared-contracts/contract';

import { CITY_BOUNDS, CITY_NAMES } from './cities';
import type { Clock, IntervalScheduler } from './environment';
import type { FleetChangeCause, FleetController, FleetSnapshot } from './fleetController';
import type { KnownVehicle } from './fleetSeed';
import { beginBatch, createBlankSimulation, setPosition, setReportedStatus } from './fleetState';
import { fleetKpis } from './fleetViews';
import { distanceKm } from './geo';
import { createSeededRandom } from './random';
import { FIRST_JOB_NUMBER, TICK_MS } from './simulationRules';

/** A vehicle whose last report is older than this is offline. */
const REPORTS_STOPPED_MS = 10 * 60_000;

/**
 * Positions as they arrive (the newest of each vehicle that reported); returns the unsubscribe. The local shape the map
 * needs from the provider's event stream: wired to polling until the provider's `subscribe` lands (positionsFeed.ts).
 */
export type PositionsFeed = (listener: (positions: readonly PositionFix[]) => void) => () => void;

export interface TrackedFleetOptions {
  /** The fleet's records, in the fleet's order: those that have reported are drawn. */
  readonly vehicles: readonly KnownVehicle[];
  /** The newest position of each vehicle that has reported. */
  readonly positions: readonly PositionFix[];
  readonly clock: Clock;
  readonly scheduler: IntervalScheduler;
  /** Later positions; without it the map keeps the first. */
  readonly feed?: PositionsFeed;
}

export interface TrackedFleetController extends FleetController {
  /**
   * Tells when a position comes from a fleet vehicle that was not reporting when the map began, which this controller
   * cannot draw: the page reads the newest positions again and makes another. Returns the unsubscribe.
   */
  onNewVehicle(listener: () => void): () => void;
}

/** The city a point is in, else the nearest (by its built-up area's centre): the lists' "city". */
function cityIndexOf(lng: number, lat: number): number {
  let best = 0;
  let bestKm = Number.POSITIVE_INFINITY;
  CITY_NAMES.forEach((name, index) => {
    const box = CITY_BOUNDS[name];
    const km = distanceKm(lng, lat, (box.minLng + box.maxLng) / 2, (box.minLat + box.maxLat) / 2);
    if (km < bestKm) [best, bestKm] = [index, km];
  });
  return best;
}

/**
 * The fleet as its trackers report it, behind the same controller the live map pages read for the simulation: the
 * vehicles that have reported, each at its newest position with its speed and status (above 1 km/h moving, else idle,
 * offline 10 minutes after its last report). What the feed brings is held and drawn once a second (the tick), however
 * often it arrives. No commands: a real vehicle is not driven from the map.
 *
 * @example const controller = createTrackedFleetController({ vehicles, positions, clock, scheduler, feed }); controller.start();
 *
 * @internal exported for its unit tests, which build controllers on fake clocks; the pages share getTrackedFleetController's
 */
export function createTrackedFleetController(options: TrackedFleetOptions): TrackedFleetController {
  const { clock, scheduler, feed } = options;
  const reported = new Set(options.positions.map((position) => position.vehicleId));
  const identities = options.vehicles
    .filter((vehicle) => reported.has(vehicle.id))
    .map((vehicle) => ({ id: vehicle.id, reg: vehicle.registration, driver: vehicle.driverName || 'No driver assigned' }));
  const sim = createBlankSimulation(identities, createSeededRandom(0), clock.now(), FIRST_JOB_NUMBER);
  const reportedAt = new Float64Array(sim.count).fill(Number.NEGATIVE_INFINITY);
  const listeners = new Set<(cause: FleetChangeCause) => void>();
  const newVehicleListeners = new Set<() => void>();
  let pending = new Map<string, PositionFix>();
  let handle: unknown = null;
  let unsubscribe: (() => void) | null = null;
  let snapshot: FleetSnapshot = { version: -1, kpis: fleetKpis(sim), simulation: sim };

  const apply = (position: PositionFix) => {
    const index = sim.indexById.get(position.vehicleId);
    if (index === undefined) return;
    const at = Date.parse(position.at);
    if (at < reportedAt[index]) return;
    reportedAt[index] = at;
    setPosition(sim, index, position.lon, position.lat);
    sim.speeds[index] = position.speedKmh ?? 0;
    sim.cities[index] = cityIndexOf(position.lon, position.lat);
  };
  /** Applies what arrived and judges every vehicle's status now; true when anything shown changed. */
  const update = (positions: Iterable<PositionFix>) => {
    beginBatch(sim);
    for (const position of positions) apply(position);
    const now = clock.now();
    for (let i = 0; i < sim.count; i++) setReportedStatus(sim, i, now - reportedAt[i] <= REPORTS_STOPPED_MS);
    const changed = sim.frame.changedCount > 0;
    if (changed) sim.version++;
    return changed;
  };
  update(options.positions);

  const getSnapshot = (): FleetSnapshot => {
    if (snapshot.version !== sim.version) snapshot = { version: sim.version, kpis: fleetKpis(sim), simulation: sim };
    return snapshot;
  };
  const tick = () => {
    const arrived = pending.values();
    pending = new Map();
    if (!update(arrived)) return;
    getSnapshot();
    for (const listener of [...listeners]) listener('tick');
  };
  const receive = (positions: readonly PositionFix[]) => {
    let unknown = false;
    for (const position of positions) {
      if (!sim.indexById.has(position.vehicleId)) unknown = true;
      const held = pending.get(position.vehicleId);
      if (!held || Date.parse(held.at) <= Date.parse(position.at)) pending.set(position.vehicleId, position);
    }
    if (unknown) for (const listener of [...newVehicleListeners]) listener();
  };

  const controller: TrackedFleetController = {
    simulation: sim,
    start() {
      if (handle !== null) return;
      handle = scheduler.setInterval(tick, TICK_MS);
      unsubscribe = feed?.(receive) ?? null;
    },
    stop() {
      if (handle === null) return;
      scheduler.clearInterval(handle);
      handle = null;
      unsubscribe?.();
      unsubscribe = null;
    },
    isRunning: () => handle !== null,
    tick,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot,
    onNewVehicle(listener) {
      newVehicleListeners.add(listener);
      return () => {
        newVehicleListeners.delete(listener);
      };
    },
    pauseVehicle: () => false,
    resumeVehicle: () => false,
    setVehicleSpeed: () => false,
    teleportVehicle: () => false,
    createJob: () => null,
    dispose() {
      controller.stop();
      listeners.clear();
      newVehicleListeners.clear();
      if (shared?.controller === controller) shared = null;
    },
  };
  return controller;
}

let shared: { key: string; controller: TrackedFleetController } | null = null;

/**
 * The page's one tracked fleet, made and started on first use and kept while the map is left (its feed keeps it
 * current); the same fleet and reporting vehicles give the same controller, others replace it.
 *
 * @example const controller = getTrackedFleetController({ vehicles, positions, clock: systemClock, scheduler: timerScheduler, feed });
 */
export function getTrackedFleetController(options: TrackedFleetOptions): TrackedFleetController {
  const reporting = new Set(options.positions.map((position) => position.vehicleId));
  const key = options.vehicles.map((vehicle) => `${vehicle.id}${reporting.has(vehicle.id) ? '+' : ''}`).join(',');
  if (shared?.key === key) return shared.controller;
  shared?.controller.dispose();
  const controller = createTrackedFleetController(options);
  controller.start();
  shared = { key, controller };
  return controller;
}

/**
 * Stops and forgets the page's tracked fleet (tests).
 *
 * @internal exported for tests, which start each one with a new controller
 */
export function disposeTrackedFleetController(): void {
  shared?.controller.dispose();
}
