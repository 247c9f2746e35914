import type { CityName } from './cities';
import type { Clock, IntervalScheduler, StorageLike } from './environment';
import { FLEET_STATE_STORAGE_KEY, serializeFleetState } from './fleetPersistence';
import { createFleetSimulation, type FleetSeedInput } from './fleetSeed';
import type { FleetSimulation } from './fleetState';
import { fleetKpis, vehicleIndexOf } from './fleetViews';
import type { FleetKpis, MapJob } from './mapEntities';
import { createSeededRandom, type RandomSource } from './random';
import { createSaveThrottle } from './saveThrottle';
import { SAVE_INTERVAL_MS, SAVE_MAX_VEHICLES, TICK_MS } from './simulationRules';
import { tickSimulation } from './tick';
import {
  createJobForVehicle,
  type JobRequest,
  pauseVehicle,
  resumeVehicle,
  setVehicleSpeed,
  teleportVehicleToCity,
} from './vehicleCommands';

export interface FleetControllerOptions {
  readonly seed: FleetSeedInput;
  readonly clock: Clock;
  readonly scheduler: IntervalScheduler;
  /** Default: a seeded source whose seed is the clock's time at creation. */
  readonly random?: RandomSource;
  /**
   * Where the state is saved, at most every 5 s, for fleets of at most SAVE_MAX_VEHICLES; absent or null: nothing
   * is saved. Whatever it holds is cleared when the controller is created, never read.
   */
  readonly storage?: StorageLike | null;
}

/** What changed the simulation: its 1 s tick, or a command (a user's action). */
export type FleetChangeCause = 'tick' | 'command';

/** Changes identity only when something shown changed. */
export interface FleetSnapshot {
  readonly version: number;
  readonly kpis: FleetKpis;
  /** The simulation as of this version (same object for the controller's life): read it with the fleetViews functions. */
  readonly simulation: FleetSimulation;
}

export interface FleetController {
  /** Read it with the fleetViews and jobProgress functions; change it only through the commands below. */
  readonly simulation: FleetSimulation;
  start(): void;
  stop(): void;
  isRunning(): boolean;
  /** One tick now (the interval calls this every second). */
  tick(): void;
  /** Listeners run at most once per tick and once per command that changed something, told which it was. */
  subscribe(listener: (cause: FleetChangeCause) => void): () => void;
  getSnapshot(): FleetSnapshot;
  pauseVehicle(vehicleId: string): boolean;
  resumeVehicle(vehicleId: string): boolean;
  setVehicleSpeed(vehicleId: string, kph: number): boolean;
  teleportVehicle(vehicleId: string, city: CityName): boolean;
  createJob(vehicleId: string, request?: JobRequest): MapJob | null;
  /** Stops, drops listeners and, if it is the shared controller, forgets it. */
  dispose(): void;
}

function attempt<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    return fallback;
  }
}

/**
 * A controller owning one simulation: a 1 s tick through the injected scheduler, batched notifications,
 * a snapshot for useSyncExternalStore and throttled saving. Not started until start().
 *
 * @example const controller = createFleetController({ seed: { count: 29 }, clock, scheduler }); controller.start();
 *
 * @internal exported for its unit tests, which build controllers on fake clocks; the pages share getFleetController's
 */
export function createFleetController(options: FleetControllerOptions): FleetController {
  const { clock, scheduler, seed } = options;
  // The spec clears the saved state when the page starts, so nothing in it (another fleet's, a corrupt one) is
  // ever read; a blocked storage must not stop the map.
  if (options.storage) attempt(() => options.storage?.removeItem(FLEET_STATE_STORAGE_KEY), undefined);
  const storage = seed.count <= SAVE_MAX_VEHICLES ? options.storage : null;
  const sim = createFleetSimulation(seed, options.random ?? createSeededRandom(clock.now()), clock.now());
  const listeners = new Set<(cause: FleetChangeCause) => void>();
  const throttle = createSaveThrottle(clock, SAVE_INTERVAL_MS);
  let handle: unknown = null;
  let savedVersion = sim.version;
  let snapshot: FleetSnapshot = { version: sim.version, kpis: fleetKpis(sim), simulation: sim };

  const getSnapshot = (): FleetSnapshot => {
    if (snapshot.version !== sim.version) snapshot = { version: sim.version, kpis: fleetKpis(sim), simulation: sim };
    return snapshot;
  };

  const notify = (cause: FleetChangeCause) => {
    let failure: unknown = null;
    for (const listener of listeners) {
      try {
        listener(cause);
      } catch (error) {
        failure ??= error;
      }
    }
    // One faulty listener must not starve the others; its error still surfaces.
    if (failure !== null) throw failure;
  };

  const afterChange = (changed: boolean, cause: FleetChangeCause = 'command') => {
    if (!changed) return;
    getSnapshot();
    notify(cause);
  };

  const save = () => {
    if (!storage || sim.version === savedVersion) return;
    throttle.run(() => {
      savedVersion = sim.version;
      attempt(() => storage.setItem(FLEET_STATE_STORAGE_KEY, serializeFleetState(sim)), undefined);
    });
  };

  const tick = () => {
    const changed = tickSimulation(sim, clock.now());
    save();
    afterChange(changed, 'tick');
  };

  const withVehicle = <T>(vehicleId: string, fallback: T, run: (index: number) => T): T => {
    const index = vehicleIndexOf(sim, vehicleId);
    return index === -1 ? fallback : run(index);
  };

  const controller: FleetController = {
    simulation: sim,
    start() {
      if (handle !== null) return;
      // Time stopped while not running: no catch-up leap on the first tick.
      sim.lastTickMs = clock.now();
      handle = scheduler.setInterval(tick, TICK_MS);
    },
    stop() {
      if (handle === null) return;
      scheduler.clearInterval(handle);
      handle = null;
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
    pauseVehicle: (vehicleId) =>
      withVehicle(vehicleId, false, (i) => {
        const changed = pauseVehicle(sim, i);
        afterChange(changed);
        return changed;
      }),
    resumeVehicle: (vehicleId) =>
      withVehicle(vehicleId, false, (i) => {
        const changed = resumeVehicle(sim, i);
        afterChange(changed);
        return changed;
      }),
    setVehicleSpeed: (vehicleId, kph) =>
      withVehicle(vehicleId, false, (i) => {
        const changed = setVehicleSpeed(sim, i, kph);
        afterChange(changed);
        return changed;
      }),
    teleportVehicle: (vehicleId, city) =>
      withVehicle(vehicleId, false, (i) => {
        teleportVehicleToCity(sim, i, city);
        afterChange(true);
        return true;
      }),
    createJob: (vehicleId, request) =>
      withVehicle<MapJob | null>(vehicleId, null, (i) => {
        const job = createJobForVehicle(sim, i, clock.now(), request);
        afterChange(job !== null);
        return job;
      }),
    dispose() {
      controller.stop();
      listeners.clear();
      if (shared === controller) {
        shared = null;
        sharedKey = '';
      }
    },
  };
  return controller;
}

let shared: FleetController | null = null;
let sharedKey = '';

function seedKey(seed: FleetSeedInput): string {
  return `${seed.count}|${(seed.knownVehicles ?? []).map((vehicle) => vehicle.id).join(',')}`;
}

/**
 * The page's one running controller, created and started on first use. It lives outside the React tree and
 * keeps ticking while no map view is mounted, so leaving the map and coming back continues the same simulation.
 * A different vehicle count or known fleet replaces it; the other options of later calls are ignored.
 *
 * @example const controller = getFleetController({ seed: { count, knownVehicles }, clock: systemClock, scheduler: timerScheduler, storage: browserStorage() });
 */
export function getFleetController(options: FleetControllerOptions): FleetController {
  const key = seedKey(options.seed);
  if (shared && sharedKey === key) return shared;
  shared?.dispose();
  const controller = createFleetController(options);
  controller.start();
  shared = controller;
  sharedKey = key;
  return controller;
}

/**
 * Stop and forget the shared controller (sign-out, tests).
 *
 * @example afterEach(disposeFleetController)
 *
 * @internal exported for tests, which start each one with a new controller
 */
export function disposeFleetController(): void {
  shared?.dispose();
}
