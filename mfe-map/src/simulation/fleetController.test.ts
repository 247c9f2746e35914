import { createFleetController, disposeFleetController, type FleetControllerOptions, getFleetController } from './fleetController';
import { FLEET_STATE_STORAGE_KEY } from './fleetPersistence';
import { vehicleView } from './fleetViews';
import { createSeededRandom } from './random';
import { type FakeClock, fakeClock, type FakeScheduler, fakeScheduler, fakeStorage } from './testing/fakeEnvironment';
import { scriptedRandom } from './testing/scriptedRandom';

// One London vehicle parked at 0.5 km/h: lng, lat, parked draw, speed draw.
const PARKED_VEHICLE_DRAWS = [0.5, 0.5, 0.1, 0.5];

interface Setup {
  clock: FakeClock;
  scheduler: FakeScheduler;
  options: FleetControllerOptions;
}

function setup(overrides: Partial<FleetControllerOptions> = {}, draws: number[] = PARKED_VEHICLE_DRAWS): Setup {
  const clock = fakeClock();
  const scheduler = fakeScheduler();
  const options = { seed: { count: 1 }, clock, scheduler, random: scriptedRandom(draws), ...overrides };
  return { clock, scheduler, options };
}

// A started controller whose one vehicle drives 0.001° north at 36 km/h (JOB-1001, ETA draw 0).
function drivingController(overrides: Partial<FleetControllerOptions> = {}, laterDraws: number[] = []) {
  const context = setup(overrides, [...PARKED_VEHICLE_DRAWS, 0, ...laterDraws]);
  const controller = createFleetController(context.options);
  controller.setVehicleSpeed('SIM-100', 36);
  controller.createJob('SIM-100', { pickup: [0, 51], dropoff: [0, 51.001] });
  controller.start();
  const second = () => {
    context.clock.advance(1000);
    context.scheduler.fire();
  };
  return { ...context, controller, second };
}

afterEach(() => disposeFleetController());

describe('ticking', () => {
  it('ticks every second through the injected scheduler once started', () => {
    const { scheduler, options } = setup();
    const controller = createFleetController(options);
    expect(scheduler.active()).toHaveLength(0);
    controller.start();
    controller.start();
    expect(scheduler.active().map((interval) => interval.ms)).toEqual([1000]);
    expect(controller.isRunning()).toBe(true);
    controller.stop();
    expect(scheduler.active()).toHaveLength(0);
    expect(controller.isRunning()).toBe(false);
  });

  it('notifies once per tick with a new snapshot of the same simulation', () => {
    const { controller, second } = drivingController();
    const listener = jest.fn();
    controller.subscribe(listener);
    const before = controller.getSnapshot();
    second();
    expect(listener.mock.calls).toEqual([['tick']]);
    const after = controller.getSnapshot();
    expect(after).not.toBe(before);
    expect(controller.getSnapshot()).toBe(after);
    expect(after.simulation).toBe(before.simulation);
    expect(after.kpis).toMatchObject({ moving: 1, activeJobs: 1 });
    expect(after.simulation.frame.positions[1]).toBeCloseTo(51.0000899322, 10);
  });

  it('keeps the snapshot and stays silent when a tick changes nothing', () => {
    const { clock, scheduler, options } = setup();
    const controller = createFleetController(options);
    controller.start();
    const listener = jest.fn();
    controller.subscribe(listener);
    const before = controller.getSnapshot();
    clock.advance(1000);
    scheduler.fire();
    expect(listener).not.toHaveBeenCalled();
    expect(controller.getSnapshot()).toBe(before);
  });

  it('does not leap forward for the time it was stopped', () => {
    const { controller, clock, second } = drivingController();
    controller.stop();
    clock.advance(60_000);
    controller.start();
    second();
    expect(controller.getSnapshot().simulation.frame.positions[1]).toBeCloseTo(51.0000899322, 10);
  });

  it('seeds its random source from the clock when none is given', () => {
    const make = () => createFleetController({ seed: { count: 3 }, clock: fakeClock(), scheduler: fakeScheduler() });
    expect(Array.from(make().getSnapshot().simulation.frame.positions)).toEqual(
      Array.from(make().getSnapshot().simulation.frame.positions),
    );
  });
});

describe('commands', () => {
  it('notify once each and change the snapshot; a command that changes nothing stays silent', () => {
    const { controller } = drivingController();
    const listener = jest.fn();
    controller.subscribe(listener);
    const before = controller.getSnapshot();
    expect(controller.pauseVehicle('SIM-100')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot()).not.toBe(before);
    expect(controller.getSnapshot().kpis).toMatchObject({ moving: 0, idle: 1 });
    expect(controller.pauseVehicle('SIM-100')).toBe(false);
    expect(controller.setVehicleSpeed('SIM-100', 36)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(controller.resumeVehicle('SIM-100')).toBe(true);
    expect(controller.setVehicleSpeed('SIM-100', 90)).toBe(true);
    expect(vehicleView(controller.simulation, 0).speedKph).toBe(60);
    expect(listener.mock.calls).toEqual([['command'], ['command'], ['command']]);
  });

  it('teleport and new job notify once each', () => {
    // Teleport: position and drop-off in Leeds; new job: drop-off and ETA.
    const { controller } = drivingController({}, [0.5, 0.5, 0, 0, 0.5, 0.5, 0]);
    const listener = jest.fn();
    controller.subscribe(listener);
    expect(controller.teleportVehicle('SIM-100', 'Leeds')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(controller.createJob('SIM-100')?.id).toBe('JOB-1002');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(controller.getSnapshot().kpis.activeJobs).toBe(1);
  });

  it('do nothing for an unknown vehicle', () => {
    const { controller } = drivingController();
    const listener = jest.fn();
    controller.subscribe(listener);
    expect(controller.pauseVehicle('SIM-999')).toBe(false);
    expect(controller.resumeVehicle('SIM-999')).toBe(false);
    expect(controller.setVehicleSpeed('SIM-999', 10)).toBe(false);
    expect(controller.teleportVehicle('SIM-999', 'Leeds')).toBe(false);
    expect(controller.createJob('SIM-999')).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops notifying after unsubscribe', () => {
    const { controller, second } = drivingController();
    const listener = jest.fn();
    const unsubscribe = controller.subscribe(listener);
    unsubscribe();
    second();
    expect(listener).not.toHaveBeenCalled();
  });

  it('still notifies every listener when one throws, then reports the error', () => {
    const { controller } = drivingController();
    const other = jest.fn();
    controller.subscribe(() => {
      throw new Error('broken view');
    });
    controller.subscribe(other);
    expect(() => controller.pauseVehicle('SIM-100')).toThrow('broken view');
    expect(other).toHaveBeenCalledTimes(1);
  });
});

describe('saved state', () => {
  it('clears the saved state when it starts', () => {
    const storage = fakeStorage({ [FLEET_STATE_STORAGE_KEY]: '{"old":true}' });
    createFleetController(setup({ storage }).options);
    expect(storage.items.has(FLEET_STATE_STORAGE_KEY)).toBe(false);
  });

  it('saves no sooner than 5 s, then at most every 5 s', () => {
    const storage = fakeStorage();
    const { controller, second } = drivingController({ storage });
    const saves = () => storage.calls.filter((call) => call.startsWith('set')).length;
    for (let s = 1; s <= 4; s++) second();
    expect(saves()).toBe(0);
    second();
    expect(saves()).toBe(1);
    expect(JSON.parse(storage.items.get(FLEET_STATE_STORAGE_KEY)!).vehicles[0].jobId).toBe('JOB-1001');
    for (let s = 6; s <= 9; s++) second();
    expect(saves()).toBe(1);
    second();
    expect(saves()).toBe(2);
    controller.stop();
  });

  it('does not save a simulation that has not changed', () => {
    const storage = fakeStorage();
    const { clock, scheduler, options } = setup({ storage });
    createFleetController(options).start();
    for (let s = 1; s <= 12; s++) {
      clock.advance(1000);
      scheduler.fire();
    }
    expect(storage.calls).toEqual([`remove ${FLEET_STATE_STORAGE_KEY}`]);
  });

  it('clears a corrupt save without reading it, and survives a storage that throws', () => {
    const corrupt = fakeStorage({ [FLEET_STATE_STORAGE_KEY]: '{"schema":1,"vehicles":[{"lng":NaN}]}' });
    const fresh = createFleetController(setup({ storage: corrupt }).options);
    expect(corrupt.calls).toEqual([`remove ${FLEET_STATE_STORAGE_KEY}`]);
    expect(vehicleView(fresh.simulation, 0).lng).toBeCloseTo(-0.09, 9);

    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => createFleetController(setup({ storage: failing }).options)).not.toThrow();
    const { second } = drivingController({ storage: failing });
    expect(() => {
      for (let s = 1; s <= 6; s++) second();
    }).not.toThrow();
  });

  it('saves fleets of up to 2,000 vehicles; a larger one clears the old save and saves nothing', () => {
    const saveCalls = (count: number) => {
      const storage = fakeStorage({ [FLEET_STATE_STORAGE_KEY]: 'an earlier save' });
      const { clock, scheduler } = setup();
      createFleetController({ seed: { count }, clock, scheduler, random: createSeededRandom(4), storage }).start();
      for (let s = 1; s <= 5; s++) {
        clock.advance(1000);
        scheduler.fire();
      }
      return storage.calls;
    };
    expect(saveCalls(2000)).toEqual([`remove ${FLEET_STATE_STORAGE_KEY}`, `set ${FLEET_STATE_STORAGE_KEY}`]);
    expect(saveCalls(2001)).toEqual([`remove ${FLEET_STATE_STORAGE_KEY}`]);
  });
});

describe('the shared controller', () => {
  it('is created started, returned again for the same fleet and keeps running with no listener', () => {
    const { options, scheduler } = setup();
    const controller = getFleetController(options);
    expect(controller.isRunning()).toBe(true);
    const unsubscribe = controller.subscribe(() => {});
    unsubscribe();
    expect(getFleetController({ ...options, random: createSeededRandom(1) })).toBe(controller);
    expect(controller.isRunning()).toBe(true);
    expect(scheduler.active()).toHaveLength(1);
  });

  it('is replaced for another vehicle count, stopping the old one', () => {
    const { options, scheduler } = setup();
    const first = getFleetController(options);
    const second = getFleetController({ ...options, seed: { count: 2 }, random: createSeededRandom(1) });
    expect(second).not.toBe(first);
    expect(first.isRunning()).toBe(false);
    expect(scheduler.active()).toHaveLength(1);
    expect(second.getSnapshot().kpis.totalVehicles).toBe(2);
  });

  it('is forgotten once disposed', () => {
    const { options } = setup();
    const first = getFleetController(options);
    disposeFleetController();
    expect(first.isRunning()).toBe(false);
    expect(getFleetController({ ...options, random: createSeededRandom(1) })).not.toBe(first);
  });
});
