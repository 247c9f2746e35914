import { createFleetSimulation } from './fleetSeed';
import { enrouteJobProgress, jobProgressPercent } from './jobProgress';
import { DEMO_START_MS } from './testing/fakeEnvironment';
import { scriptedRandom } from './testing/scriptedRandom';
import { tickSimulation } from './tick';
import { createJobForVehicle, setVehicleSpeed } from './vehicleCommands';

describe('job progress', () => {
  it('is the share of the pickup → drop-off distance covered, in whole percent', () => {
    expect(jobProgressPercent([0, 50], [0, 51], [0, 50])).toBe(0);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 50.25])).toBe(25);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 50.996])).toBe(100);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 50.994])).toBe(99);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 51])).toBe(100);
  });

  it('stays within 0 to 100', () => {
    expect(jobProgressPercent([0, 50], [0, 51], [0, 49])).toBe(0);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 51.5])).toBe(50); // beyond the drop-off counts the way back to it
    expect(jobProgressPercent([-1, 52], [-1, 52], [-1, 52])).toBe(100);
  });

  it('lists every en-route job with its vehicle', () => {
    // One parked London vehicle, then a 36 km/h job 0.001° north (0.111195 km), ETA draw 0.
    const sim = createFleetSimulation({ count: 1 }, scriptedRandom([0.5, 0.5, 0.1, 0.5, 0]), DEMO_START_MS);
    setVehicleSpeed(sim, 0, 36);
    createJobForVehicle(sim, 0, DEMO_START_MS, { pickup: [0, 51], dropoff: [0, 51.001] });
    expect(enrouteJobProgress(sim).map((p) => [p.job.id, p.vehicleIndex, p.progressPercent])).toEqual([['JOB-1001', 0, 0]]);
    for (let s = 1; s <= 5; s++) tickSimulation(sim, DEMO_START_MS + s * 1000);
    // 0.05 km of 0.111195 km
    expect(enrouteJobProgress(sim)[0].progressPercent).toBe(45);
  });
});
