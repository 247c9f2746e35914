import { createFleetSimulation } from '../simulation/fleetSeed';
import { DEMO_START_MS } from '../simulation/testing/fakeEnvironment';
import { scriptedRandom } from '../simulation/testing/scriptedRandom';
import { tickSimulation } from '../simulation/tick';
import { createJobForVehicle, setVehicleSpeed } from '../simulation/vehicleCommands';
import { liveJobRows } from './liveJobRows';

describe('live job rows', () => {
  it('lists every en-route job with its progress as the vehicle drives', () => {
    // One parked London vehicle, then a 36 km/h job 0.001° north (0.111195 km), ETA draw 0.
    const sim = createFleetSimulation({ count: 1 }, scriptedRandom([0.5, 0.5, 0.1, 0.5, 0]), DEMO_START_MS);
    setVehicleSpeed(sim, 0, 36);
    createJobForVehicle(sim, 0, DEMO_START_MS, { pickup: [0, 51], dropoff: [0, 51.001] });
    const noClient = () => undefined;
    expect(liveJobRows(sim, noClient).map((row) => [row.id, row.progress])).toEqual([['JOB-1001', 0]]);
    for (let s = 1; s <= 5; s++) tickSimulation(sim, DEMO_START_MS + s * 1000);
    // 0.05 km of 0.111195 km
    expect(liveJobRows(sim, noClient)[0].progress).toBe(45);
  });
});
