/** A vehicle driven by the simulator: where it is, where it heads and how fast. */
export interface SimulatedVehicle {
  lat: number;
  lon: number;
  /** Degrees from north. */
  bearing: number;
  speedKmh: number;
}

/** Where the fleet starts: the company's depots' cities. */
const STARTS: readonly [number, number][] = [
  [51.5074, -0.1278], // London
  [52.4862, -1.8904], // Birmingham
  [53.4808, -2.2426], // Manchester
  [53.8008, -1.5491], // Leeds
  [55.9533, -3.1883], // Edinburgh
  [51.4545, -2.5879], // Bristol
];
/** Great Britain, roughly: a vehicle turns back at its edges. */
const BOUNDS = { south: 50.1, north: 57.5, west: -5.5, east: 1.6 };
const KM_PER_DEGREE_LAT = 111.32;

/** A number in [0, 1) from a seed: the same fleet on every run. */
function seeded(seed: number): number {
  const x = Math.sin(seed * 9301 + 49_297) * 233_280;
  return x - Math.floor(x);
}

/** The nth vehicle of the fleet at the start: near a city, heading and speed of its own. */
export function startVehicle(n: number): SimulatedVehicle {
  const [lat, lon] = STARTS[n % STARTS.length];
  return {
    lat: lat + (seeded(n) - 0.5) * 0.2,
    lon: lon + (seeded(n + 0.5) - 0.5) * 0.3,
    bearing: Math.floor(seeded(n + 0.25) * 360),
    speedKmh: 30 + Math.floor(seeded(n + 0.75) * 60),
  };
}

/**
 * The vehicle `seconds` later: on along its bearing, turning a little (by `turn`, -1 to 1), and back into Britain at
 * its edges.
 *
 * @example moveVehicle({ lat: 51.5, lon: -0.1, bearing: 0, speedKmh: 36 }, 10, 0) // 100 m north
 */
export function moveVehicle(vehicle: SimulatedVehicle, seconds: number, turn: number): SimulatedVehicle {
  const km = (vehicle.speedKmh * seconds) / 3600;
  const radians = (vehicle.bearing * Math.PI) / 180;
  const lat = vehicle.lat + (km * Math.cos(radians)) / KM_PER_DEGREE_LAT;
  const lon = vehicle.lon + (km * Math.sin(radians)) / (KM_PER_DEGREE_LAT * Math.cos((vehicle.lat * Math.PI) / 180));
  const outside = lat < BOUNDS.south || lat > BOUNDS.north || lon < BOUNDS.west || lon > BOUNDS.east;
  const bearing = (vehicle.bearing + (outside ? 180 : turn * 15) + 360) % 360;
  return {
    lat: outside ? vehicle.lat : lat,
    lon: outside ? vehicle.lon : lon,
    bearing: Math.round(bearing * 10) / 10,
    speedKmh: vehicle.speedKmh,
  };
}

/** The OsmAnd query string of a report of `vehicle` by `deviceId` at `at` (speed in knots, as Traccar reads it). */
export function osmandQueryOf(deviceId: string, vehicle: SimulatedVehicle, at: Date): string {
  return new URLSearchParams({
    id: deviceId,
    lat: vehicle.lat.toFixed(6),
    lon: vehicle.lon.toFixed(6),
    timestamp: String(Math.floor(at.getTime() / 1000)),
    speed: (vehicle.speedKmh / 1.852).toFixed(2),
    bearing: String(vehicle.bearing),
    batt: '90',
  }).toString();
}
