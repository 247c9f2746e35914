import { liveJobIds } from '../uk-fleet/liveJobRows';
import { createFleetSimulation } from './fleetSeed';
import type { FleetSimulation } from './fleetState';
import { fleetKpis, vehicleView } from './fleetViews';
import { DEMO_START_MS } from './testing/fakeEnvironment';
import { scriptedRandom } from './testing/scriptedRandom';
import {
  clampSliderSpeed,
  createJobForVehicle,
  pauseVehicle,
  resumeVehicle,
  setVehicleSpeed,
  teleportVehicleToCity,
} from './vehicleCommands';

const T0 = DEMO_START_MS;
// One London vehicle parked at 0.5 km/h: lng, lat, parked draw, speed draw.
const PARKED_VEHICLE_DRAWS = [0.5, 0.5, 0.1, 0.5];

function parkedVehicle(later: number[] = []): FleetSimulation {
  return createFleetSimulation({ count: 1 }, scriptedRandom([...PARKED_VEHICLE_DRAWS, ...later]), T0);
}

/** At 36 km/h on a job from 0°, 51° to 0°, 51.001° (ETA draw 0). */
function drivingVehicle(later: number[] = []): FleetSimulation {
  const sim = parkedVehicle([0, ...later]);
  setVehicleSpeed(sim, 0, 36);
  createJobForVehicle(sim, 0, T0, { pickup: [0, 51], dropoff: [0, 51.001] });
  return sim;
}

describe('pause and resume', () => {
  it('pause idles a moving vehicle and resume sets it moving again', () => {
    const sim = drivingVehicle();
    expect(pauseVehicle(sim, 0)).toBe(true);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'idle', paused: true, jobId: 'JOB-1001' });
    expect(pauseVehicle(sim, 0)).toBe(false);
    expect(resumeVehicle(sim, 0)).toBe(true);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'moving', paused: false });
    expect(resumeVehicle(sim, 0)).toBe(false);
  });

  it('leaves a vehicle without an en-route job idle on resume', () => {
    const sim = parkedVehicle();
    setVehicleSpeed(sim, 0, 40);
    pauseVehicle(sim, 0);
    resumeVehicle(sim, 0);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'idle', paused: false, jobId: null });
  });
});

describe('speed slider', () => {
  it('clamps to 0–60 km/h', () => {
    expect(clampSliderSpeed(-5)).toBe(0);
    expect(clampSliderSpeed(0)).toBe(0);
    expect(clampSliderSpeed(30)).toBe(30);
    expect(clampSliderSpeed(60)).toBe(60);
    expect(clampSliderSpeed(60.1)).toBe(60);
    expect(clampSliderSpeed(Number.NaN)).toBe(0);
  });

  it('stores the clamped speed', () => {
    const sim = drivingVehicle();
    setVehicleSpeed(sim, 0, 75);
    expect(sim.speeds[0]).toBe(60);
    setVehicleSpeed(sim, 0, -3);
    expect(sim.speeds[0]).toBe(0);
    expect(setVehicleSpeed(sim, 0, 0)).toBe(false);
  });

  it('counts exactly 1 km/h as idle and anything above as moving', () => {
    const sim = drivingVehicle();
    setVehicleSpeed(sim, 0, 1);
    expect(vehicleView(sim, 0).status).toBe('idle');
    setVehicleSpeed(sim, 0, 1.01);
    expect(vehicleView(sim, 0).status).toBe('moving');
    setVehicleSpeed(sim, 0, 0);
    expect(vehicleView(sim, 0).status).toBe('idle');
  });
});

describe('new jobs', () => {
  // Speed draw 0 (2 mph), drop-off 0.5/0.5, ETA 0 (8 min); drop-off 0/0, ETA 0.999999 (25 min); 0.25/0.25, ETA 0.5 (17 min).
  const draws = [0, 0.5, 0.5, 0, 0, 0, 0.999999, 0.25, 0.25, 0.5];

  it('numbers jobs from JOB-1001 upwards with an ETA of 8 to 25 minutes from the clock', () => {
    const sim = parkedVehicle(draws);
    const first = createJobForVehicle(sim, 0, T0 + 60_000)!;
    const second = createJobForVehicle(sim, 0, T0 + 120_000)!;
    const third = createJobForVehicle(sim, 0, T0 + 180_000)!;
    expect([first.id, second.id, third.id]).toEqual(['JOB-1001', 'JOB-1002', 'JOB-1003']);
    expect(first).toMatchObject({ ref: 'JOB-1001', createdAt: '2025-08-21T09:01:00.000Z', etaISO: '2025-08-21T09:09:00.000Z' });
    expect(second).toMatchObject({ createdAt: '2025-08-21T09:02:00.000Z', etaISO: '2025-08-21T09:27:00.000Z' });
    expect(third).toMatchObject({ createdAt: '2025-08-21T09:03:00.000Z', etaISO: '2025-08-21T09:20:00.000Z' });
    expect(second.dropoff).toEqual([-0.51, 51.29]);
  });

  it('sets a parked vehicle moving at a fresh 2–50 mph from where it stands', () => {
    const sim = parkedVehicle(draws);
    const job = createJobForVehicle(sim, 0, T0)!;
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'moving', speedKph: 3.218688, jobId: 'JOB-1001' });
    expect(job.pickup[0]).toBeCloseTo(-0.09, 9);
    expect(job.pickup[1]).toBeCloseTo(51.49, 9);
    expect(job.status).toBe('enroute');
    expect(job.assignedVehicleId).toBe('SIM-100');
  });

  it('replaces an en-route job without counting it as delivered', () => {
    const sim = parkedVehicle(draws);
    createJobForVehicle(sim, 0, T0);
    createJobForVehicle(sim, 0, T0);
    expect(liveJobIds(sim)).toEqual(['JOB-1002']);
    expect(fleetKpis(sim)).toMatchObject({ activeJobs: 1, completedToday: 0 });
    expect(sim.delivered).toEqual([]);
  });

  it('un-pauses the vehicle', () => {
    const sim = drivingVehicle([0.5, 0.5, 0]);
    pauseVehicle(sim, 0);
    createJobForVehicle(sim, 0, T0);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'moving', paused: false, jobId: 'JOB-1002' });
  });

  it('starts the vehicle at a given pickup and drives to a given drop-off', () => {
    const sim = drivingVehicle([0]);
    const job = createJobForVehicle(sim, 0, T0, { pickup: [-1.9, 52.48], dropoff: [-1.8, 52.5] })!;
    expect(job).toMatchObject({ pickup: [-1.9, 52.48], dropoff: [-1.8, 52.5] });
    expect(vehicleView(sim, 0)).toMatchObject({ lng: -1.9, lat: 52.48, status: 'moving' });
    expect(Array.from(sim.frame.routeTargets)).toEqual([-1.8, 52.5]);
    expect(sim.frame.changeFlags[0]).toBe(0b110); // position (4) and route (2) changed
  });

  it('refuses points outside the UK box without drawing or changing anything', () => {
    const random = scriptedRandom([...PARKED_VEHICLE_DRAWS]);
    const sim = createFleetSimulation({ count: 1 }, random, T0);
    const version = sim.version;
    expect(createJobForVehicle(sim, 0, T0, { pickup: [2.35, 48.86] })).toBeNull();
    expect(createJobForVehicle(sim, 0, T0, { dropoff: [-0.1, 61] })).toBeNull();
    expect(sim.version).toBe(version);
    expect(vehicleView(sim, 0)).toMatchObject({ status: 'idle', jobId: null });
  });

  it('flags the status change of a parked vehicle that starts a job', () => {
    const sim = parkedVehicle(draws);
    createJobForVehicle(sim, 0, T0);
    expect(sim.frame.changeFlags[0]).toBe(0b011); // status (1) and route (2) changed
  });
});

describe('teleport to city', () => {
  it('moves the vehicle to a random point in the city and re-routes its job there', () => {
    // Position 0.5/0.5 in Leeds, new drop-off 0/0 in Leeds.
    const sim = drivingVehicle([0.5, 0.5, 0, 0]);
    teleportVehicleToCity(sim, 0, 'Leeds');
    const view = vehicleView(sim, 0);
    expect(view.city).toBe('Leeds');
    expect(view.lng).toBeCloseTo(-1.565, 9);
    expect(view.lat).toBeCloseTo(53.81, 9);
    expect(view).toMatchObject({ status: 'moving', jobId: 'JOB-1001' });
    const job = sim.jobs[0]!;
    expect(job.pickup[0]).toBeCloseTo(-1.565, 9);
    expect(job.pickup[1]).toBeCloseTo(53.81, 9);
    expect(job.dropoff).toEqual([-1.7, 53.74]);
    expect(job.etaISO).toBe('2025-08-21T09:08:00.000Z');
    expect(Array.from(sim.frame.routeTargets)).toEqual([-1.7, 53.74]);
    expect(sim.frame.changeFlags[0]).toBe(0b110); // position (4) and route (2) changed
  });

  it('moves a vehicle without a job and draws only its position', () => {
    const random = scriptedRandom([...PARKED_VEHICLE_DRAWS, 0, 1 - 1e-9]);
    const sim = createFleetSimulation({ count: 1 }, random, T0);
    teleportVehicleToCity(sim, 0, 'Glasgow');
    expect(vehicleView(sim, 0)).toMatchObject({ city: 'Glasgow', lng: -4.39, jobId: null, status: 'idle' });
    expect(vehicleView(sim, 0).lat).toBeCloseTo(55.92, 6);
    expect(random.remaining()).toBe(0);
  });
});
