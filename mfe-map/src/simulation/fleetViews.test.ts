import { createFleetSimulation } from './fleetSeed';
import { findJob, fleetKpis, vehicleIndexOf, vehicleView } from './fleetViews';
import { DEMO_START_MS } from './testing/fakeEnvironment';
import { scriptedRandom } from './testing/scriptedRandom';
import { tickSimulation } from './tick';
import { pauseVehicle } from './vehicleCommands';

// Vehicle 0 parked at 0.25 km/h; vehicle 1 at 2 mph to a drop-off 0.5/0.5 in London, ETA 8 min.
const draws = [0.5, 0.5, 0.1, 0.25, 0, 0, 0.5, 0, 0.5, 0.5, 0];
const known = [{ id: 'VEH-001', registration: 'LK21 ABC', driverName: 'Sarah Mitchell' }];

describe('object views', () => {
  const sim = createFleetSimulation({ count: 2, knownVehicles: known }, scriptedRandom(draws), DEMO_START_MS);

  it('shows a vehicle with the spec fields', () => {
    const view = vehicleView(sim, 0);
    expect(view).toEqual({
      id: 'VEH-001',
      reg: 'LK21 ABC',
      driver: 'Sarah Mitchell',
      city: 'London',
      lng: view.lng,
      lat: view.lat,
      speedKph: 0.25,
      status: 'idle',
      jobId: null,
      mileageToday: 0,
      paused: false,
    });
    expect(view.lng).toBeCloseTo(-0.09, 9);
    expect(view.lat).toBeCloseTo(51.49, 9);
    expect(vehicleView(sim, 1)).toMatchObject({
      id: 'SIM-101',
      reg: 'ZVX-101',
      driver: 'Driver 2',
      lng: -0.51,
      lat: 51.29,
      status: 'moving',
      jobId: 'JOB-1001',
    });
  });

  it('finds vehicles and jobs by id', () => {
    expect(vehicleIndexOf(sim, 'SIM-101')).toBe(1);
    expect(vehicleIndexOf(sim, 'VEH-999')).toBe(-1);
    expect(findJob(sim, 'JOB-1001')?.assignedVehicleId).toBe('SIM-101');
    expect(findJob(sim, 'JOB-9999')).toBeUndefined();
  });
});

describe('KPIs', () => {
  it('counts active jobs, moving, idle, offline, completed and total', () => {
    const sim = createFleetSimulation({ count: 2 }, scriptedRandom(draws), DEMO_START_MS);
    expect(fleetKpis(sim)).toEqual({ activeJobs: 1, moving: 1, idle: 1, offline: 0, completedToday: 0, totalVehicles: 2, revenue: 485750 });
    pauseVehicle(sim, 1);
    expect(fleetKpis(sim)).toMatchObject({ activeJobs: 1, moving: 0, idle: 2 });
    expect(tickSimulation(sim, DEMO_START_MS + 1000)).toBe(false);
  });
});
