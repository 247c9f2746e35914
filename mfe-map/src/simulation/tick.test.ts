import { createFleetSimulation } from './fleetSeed';
import type { FleetSimulation } from './fleetState';
import { findJob, fleetKpis, vehicleView } from './fleetViews';
import { createSeededRandom } from './random';
import { DEMO_START_MS } from './testing/fakeEnvironment';
import { scriptedRandom } from './testing/scriptedRandom';
import { tickSimulation } from './tick';
import { createJobForVehicle, pauseVehicle, resumeVehicle, setVehicleSpeed } from './vehicleCommands';

const T0 = DEMO_START_MS;
// One London vehicle parked at 0.5 km/h: lng, lat, parked draw, speed draw.
const PARKED_VEHICLE_DRAWS = [0.5, 0.5, 0.1, 0.5];

// One vehicle at 36 km/h (0.01 km a second) sent 0.001° north from 0°, 51°: 0.111195 km, so it arrives on the
// 12th one-second tick. `later` are the draws after the job's ETA draw (0 → 8 min).
function vehicleHeadingNorth(later: number[] = []): FleetSimulation {
  const sim = createFleetSimulation({ count: 1 }, scriptedRandom([...PARKED_VEHICLE_DRAWS, 0, ...later]), T0);
  setVehicleSpeed(sim, 0, 36);
  createJobForVehicle(sim, 0, T0, { pickup: [0, 51], dropoff: [0, 51.001] });
  return sim;
}

function tickEverySecond(sim: FleetSimulation, ticks: number): void {
  for (let k = 0; k < ticks; k++) tickSimulation(sim, sim.lastTickMs + 1000);
}

describe('driving', () => {
  it('moves a moving vehicle speed × 1 s straight toward its drop-off', () => {
    const sim = vehicleHeadingNorth();
    expect(tickSimulation(sim, T0 + 1000)).toBe(true);
    const view = vehicleView(sim, 0);
    expect(view.lng).toBe(0);
    // 0.01 km of 0.111195 km is 8.99322% of 0.001°.
    expect(view.lat).toBeCloseTo(51.0000899322, 10);
    expect(view.mileageToday).toBeCloseTo(0.00621371, 8); // 0.01 km in miles
    expect(view.status).toBe('moving');
  });

  it('advances by the clock time since the last tick, at most 5 s', () => {
    const late = vehicleHeadingNorth();
    tickSimulation(late, T0 + 60_000);
    expect(vehicleView(late, 0).lat).toBeCloseTo(51.000449661, 9); // 0.05 km, not 0.6 km

    const backwards = vehicleHeadingNorth();
    expect(tickSimulation(backwards, T0 - 1000)).toBe(false);
    expect(vehicleView(backwards, 0).lat).toBe(51);
  });

  it('does not move paused or parked vehicles', () => {
    const paused = vehicleHeadingNorth();
    pauseVehicle(paused, 0);
    tickEverySecond(paused, 3);
    expect(vehicleView(paused, 0)).toMatchObject({ lat: 51, status: 'idle', mileageToday: 0 });

    const parked = createFleetSimulation({ count: 1 }, scriptedRandom(PARKED_VEHICLE_DRAWS), T0);
    const versionBefore = parked.version;
    expect(tickSimulation(parked, T0 + 1000)).toBe(false);
    expect(parked.version).toBe(versionBefore);
  });
});

describe('arrival', () => {
  it('keeps moving while more than one step away', () => {
    const sim = vehicleHeadingNorth([0]);
    tickEverySecond(sim, 11);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'moving', jobId: 'JOB-1001' });
    expect(vehicleView(sim, 0).lat).toBeCloseTo(51.000989254, 9);
    expect(sim.deliveredCount).toBe(0);
  });

  it('snaps onto the drop-off, idles, delivers and removes the route when within one step', () => {
    const sim = vehicleHeadingNorth([0]);
    tickEverySecond(sim, 12);
    expect(vehicleView(sim, 0)).toMatchObject({ lng: 0, lat: 51.001, status: 'idle', jobId: null, speedKph: 36 });
    expect(vehicleView(sim, 0).mileageToday).toBeCloseTo(0.0690933, 7); // the whole 0.111195 km
    expect(sim.deliveredCount).toBe(1);
    expect(sim.delivered.map((job) => [job.id, job.status])).toEqual([['JOB-1001', 'delivered']]);
    expect(findJob(sim, 'JOB-1001')?.status).toBe('delivered');
    expect(sim.frame.hasRoute[0]).toBe(0);
    expect(Number.isNaN(sim.frame.routeTargets[0])).toBe(true);
    expect(fleetKpis(sim)).toMatchObject({ activeJobs: 0, moving: 0, idle: 1, completedToday: 1 });
  });

  it('arrives on the tick where at most one step remains, not only when closer', () => {
    // 37 km/h is 0.0102778 km a second: after 10 ticks 0.0084172 km (0.82 of a step) of 0.111195 km remain.
    const sim = createFleetSimulation({ count: 1 }, scriptedRandom([...PARKED_VEHICLE_DRAWS, 0, 0]), T0);
    setVehicleSpeed(sim, 0, 37);
    createJobForVehicle(sim, 0, T0, { pickup: [0, 51], dropoff: [0, 51.001] });
    tickEverySecond(sim, 10);
    expect(vehicleView(sim, 0).status).toBe('moving');
    tickEverySecond(sim, 1);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'idle', lat: 51.001 });
  });

  it('snaps exactly onto a diagonal drop-off', () => {
    // 0.0001° each way near 51° N is 0.013138 km, less than the 0.016667 km one second covers at 60 km/h.
    const sim = createFleetSimulation({ count: 1 }, scriptedRandom([...PARKED_VEHICLE_DRAWS, 0, 0]), T0);
    setVehicleSpeed(sim, 0, 60);
    createJobForVehicle(sim, 0, T0, { pickup: [0, 51], dropoff: [0.0001, 51.0001] });
    tickEverySecond(sim, 1);
    expect(vehicleView(sim, 0)).toMatchObject({ lng: 0.0001, lat: 51.0001, status: 'idle' });
  });

  it('lists the arrived vehicle as changed in status and route for that tick only', () => {
    const sim = vehicleHeadingNorth([0]);
    tickEverySecond(sim, 11);
    expect(sim.frame.changedCount).toBe(0);
    tickEverySecond(sim, 1);
    expect(sim.frame.changedCount).toBe(1);
    expect(sim.frame.changedIndices[0]).toBe(0);
    expect(sim.frame.changeFlags[0]).toBe(0b011); // status (1) and route (2) changed
    tickEverySecond(sim, 1);
    expect(sim.frame.changedCount).toBe(0);
    expect(sim.frame.changeFlags[0]).toBe(0);
  });
});

describe('next job after a delivery', () => {
  const ARRIVAL = T0 + 12_000;

  it('comes 15 s after arrival at the shortest', () => {
    // Respawn draw 0 → 15 s; then drop-off 0.5, 0.5 in London and ETA draw 0 → 8 min.
    const sim = vehicleHeadingNorth([0, 0.5, 0.5, 0]);
    tickEverySecond(sim, 12);
    tickSimulation(sim, ARRIVAL + 14_999);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'idle', jobId: null });
    tickSimulation(sim, ARRIVAL + 15_000);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'moving', jobId: 'JOB-1002' });
    const job = sim.jobs[0]!;
    expect(job.pickup).toEqual([0, 51.001]);
    expect(job.dropoff[0]).toBeCloseTo(-0.09, 9);
    expect(job.dropoff[1]).toBeCloseTo(51.49, 9);
    expect(job.createdAt).toBe('2025-08-21T09:00:27.000Z');
    expect(job.etaISO).toBe('2025-08-21T09:08:27.000Z');
    expect(sim.frame.changeFlags[0]).toBe(0b011); // status (1) and route (2) changed
  });

  it('comes 45 s after arrival at the longest', () => {
    const sim = vehicleHeadingNorth([0.999999, 0.5, 0.5, 0]);
    tickEverySecond(sim, 12);
    tickSimulation(sim, ARRIVAL + 44_999);
    expect(sim.jobs[0]).toBeNull();
    tickSimulation(sim, ARRIVAL + 45_000);
    expect(sim.jobs[0]?.id).toBe('JOB-1002');
  });

  it('is cancelled by a job the dispatcher creates meanwhile', () => {
    // Respawn draw 0 → 15 s; the dispatcher's job takes only an ETA draw.
    const sim = vehicleHeadingNorth([0, 0]);
    tickEverySecond(sim, 12);
    createJobForVehicle(sim, 0, ARRIVAL + 5000, { dropoff: [0, 51.5] });
    pauseVehicle(sim, 0);
    tickSimulation(sim, ARRIVAL + 15_000);
    expect(sim.jobs[0]?.id).toBe('JOB-1002');
    expect(sim.nextJobNumber).toBe(1003);
  });

  it('stays idle when paused meanwhile, and drives on resume', () => {
    const sim = vehicleHeadingNorth([0, 0.5, 0.5, 0]);
    tickEverySecond(sim, 12);
    pauseVehicle(sim, 0);
    tickSimulation(sim, ARRIVAL + 15_000);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'idle', jobId: 'JOB-1002', paused: true });
    resumeVehicle(sim, 0);
    expect(vehicleView(sim, 0).status).toBe('moving');
  });
});

describe('offline vehicles', () => {
  it('stay offline and in place under ticks, pause, resume, speed and new jobs', () => {
    const sim = createFleetSimulation({ count: 20 }, createSeededRandom(4), T0);
    const before = vehicleView(sim, 19);
    expect(before.status).toBe('offline');
    expect(pauseVehicle(sim, 19)).toBe(false);
    expect(resumeVehicle(sim, 19)).toBe(false);
    setVehicleSpeed(sim, 19, 40);
    expect(createJobForVehicle(sim, 19, T0)).toBeNull();
    tickEverySecond(sim, 120);
    expect(vehicleView(sim, 19)).toMatchObject({ status: 'offline', lng: before.lng, lat: before.lat, jobId: null, paused: false });
    expect(fleetKpis(sim).offline).toBe(1);
  });
});
