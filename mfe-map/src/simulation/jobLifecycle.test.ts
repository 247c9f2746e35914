import { createBlankSimulation } from './fleetState';
import { keepDelivered } from './jobLifecycle';
import type { MapJob } from './mapEntities';
import { scriptedRandom } from './testing/scriptedRandom';

describe('delivered job history', () => {
  it('keeps the 200 most recent delivered jobs', () => {
    const sim = createBlankSimulation([], scriptedRandom([]), 0, 1001);
    for (let n = 1; n <= 201; n++) {
      const job: MapJob = {
        id: `JOB-${n}`,
        ref: `JOB-${n}`,
        pickup: [0, 51],
        dropoff: [0, 51.1],
        assignedVehicleId: 'SIM-100',
        status: 'delivered',
        etaISO: '2025-08-21T09:08:00.000Z',
        createdAt: '2025-08-21T09:00:00.000Z',
      };
      keepDelivered(sim, job);
    }
    expect(sim.delivered).toHaveLength(200);
    expect(sim.delivered[0].id).toBe('JOB-2');
    expect(sim.delivered[199].id).toBe('JOB-201');
  });
});
