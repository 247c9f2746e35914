import { moveVehicle, osmandQueryOf, startVehicle } from './simulatedVehicle';

it('moves a vehicle along its bearing by its speed', () => {
  const moved = moveVehicle({ lat: 51.5, lon: -0.1, bearing: 0, speedKmh: 36 }, 10, 0);
  expect([moved.lat.toFixed(5), moved.lon.toFixed(5), moved.bearing]).toEqual(['51.50090', '-0.10000', 0]);
});

it('turns a vehicle back at the edge of Britain instead of leaving it', () => {
  expect(moveVehicle({ lat: 57.499, lon: -3, bearing: 0, speedKmh: 100 }, 60, 0)).toEqual({
    lat: 57.499,
    lon: -3,
    bearing: 180,
    speedKmh: 100,
  });
});

it('starts the same fleet on every run, and reports it as OsmAnd query parameters', () => {
  expect(startVehicle(3)).toEqual(startVehicle(3));
  expect(osmandQueryOf('sim-VEH-001', { lat: 51.5, lon: -0.1, bearing: 90, speedKmh: 37.04 }, new Date('2025-08-21T09:00:00Z'))).toBe(
    'id=sim-VEH-001&lat=51.500000&lon=-0.100000&timestamp=1755766800&speed=20.00&bearing=90&batt=90',
  );
});
