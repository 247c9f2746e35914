import { VEHICLE_STATUSES } from 'shared-contracts/contract';
import { SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';
import { fleetKpis } from './fleetKpis';

describe('the fleet figures', () => {
  it('count in_use, en_route, in_progress, loading and delivering as Active', () => {
    const oneOfEach = VEHICLE_STATUSES.map((status) => ({ status }));
    expect(fleetKpis(oneOfEach)).toEqual({ total: 8, active: 5, available: 1, maintenance: 2 });
  });

  it("match the sample fleet: 29 vehicles, 25 active, 2 available, 2 in the workshop or off the road", () => {
    expect(fleetKpis(sampleData().vehicles)).toEqual({ total: SAMPLE_SIZES.vehicles, active: SAMPLE_SIZES.activeVehicles, available: 2, maintenance: 2 });
  });
});
