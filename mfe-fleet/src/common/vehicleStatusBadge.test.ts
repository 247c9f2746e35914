import { vehicleStatusBadge } from './vehicleStatusBadge';

describe('vehicle status badge', () => {
  it('labels every status but out_of_service', () => {
    expect(vehicleStatusBadge('en_route').label).toBe('En Route');
    expect(vehicleStatusBadge('in_use').label).toBe('In Use');
    expect(vehicleStatusBadge('out_of_service').label).toBe('out_of_service');
  });
});
