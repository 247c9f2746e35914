import { FLEET_STATE_STORAGE_KEY, type SavedFleetState, serializeFleetState } from './fleetPersistence';
import { createFleetSimulation, type FleetSeedInput } from './fleetSeed';
import type { FleetSimulation } from './fleetState';
import { DEMO_START_MS } from './testing/fakeEnvironment';
import { scriptedRandom } from './testing/scriptedRandom';
import { tickSimulation } from './tick';
import { createJobForVehicle, setVehicleSpeed } from './vehicleCommands';

const T0 = DEMO_START_MS;
const SEED: FleetSeedInput = { count: 2 };

// Vehicle 0 drives 0.001° north at 36 km/h as JOB-1002 and delivers it on the 12th tick; vehicle 1 drives
// JOB-1001 at 2 mph from -0.51, 51.29 to -0.09, 51.49.
function simulationWithADelivery(): FleetSimulation {
  const draws = [0.5, 0.5, 0.1, 0.5, 0, 0, 0.5, 0, 0.5, 0.5, 0, 0, 0];
  const sim = createFleetSimulation(SEED, scriptedRandom(draws), T0);
  setVehicleSpeed(sim, 0, 36);
  createJobForVehicle(sim, 0, T0, { pickup: [0, 51], dropoff: [0, 51.001] });
  for (let s = 1; s <= 12; s++) tickSimulation(sim, T0 + s * 1000);
  return sim;
}

const savedJson = serializeFleetState(simulationWithADelivery());

describe('saving', () => {
  it('uses a fixed storage key', () => {
    expect(FLEET_STATE_STORAGE_KEY).toBe('zorvex.liveMap.fleetState');
  });

  it('writes vehicles, jobs (en-route and delivered), deliveredCount and the next job number', () => {
    const saved = JSON.parse(savedJson) as SavedFleetState;
    expect(saved.schema).toBe(1);
    expect(saved.vehicles[0]).toEqual({
      id: 'SIM-100',
      reg: 'ZVX-100',
      driver: 'Driver 1',
      city: 'London',
      lng: 0,
      lat: 51.001,
      speedKph: 36,
      status: 'idle',
      jobId: null,
      mileageToday: 0.069,
      paused: false,
    });
    expect(saved.vehicles[1]).toMatchObject({ id: 'SIM-101', status: 'moving', jobId: 'JOB-1001', speedKph: 3.219 });
    expect(saved.jobs.map((job) => [job.id, job.status, job.assignedVehicleId])).toEqual([
      ['JOB-1001', 'enroute', 'SIM-101'],
      ['JOB-1002', 'delivered', 'SIM-100'],
    ]);
    expect(saved.jobs[0]).toMatchObject({ pickup: [-0.51, 51.29], dropoff: [-0.09, 51.49], etaISO: '2025-08-21T09:08:00.000Z' });
    expect(saved.deliveredCount).toBe(1);
    expect(saved.nextJobNumber).toBe(1003);
  });

  it('rounds positions to 6 decimals', () => {
    const { lng, lat } = (JSON.parse(savedJson) as SavedFleetState).vehicles[1];
    expect(String(lng)).toMatch(/^-0\.\d{1,6}$/);
    expect(String(lat)).toMatch(/^51\.\d{1,6}$/);
  });
});
