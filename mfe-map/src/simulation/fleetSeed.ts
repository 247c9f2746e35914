import { CITY_BOUNDS, CITY_NAMES, type CityName, LONDON, REGIONAL_CITIES } from './cities';
import { beginBatch, createBlankSimulation, type FleetIdentity, type FleetSimulation, refreshStatus, setOffline } from './fleetState';
import { mphToKph, randomPointInBox } from './geo';
import { randomPointInVehicleCity, startJob } from './jobLifecycle';
import { randomBetween, type RandomSource } from './random';
import {
  FIRST_JOB_NUMBER,
  INITIAL_MAX_SPEED_MPH,
  INITIAL_MIN_SPEED_MPH,
  OFFLINE_EVERY,
  PARKED_SHARE,
  REGIONAL_EVERY,
} from './simulationRules';

/** One of the real fleet's vehicles, passed in by the caller. */
export interface KnownVehicle {
  readonly id: string;
  readonly registration: string;
  /** Null or empty for a vehicle without a driver: it gets the generated `Driver <n>` name. */
  readonly driverName?: string | null;
  /** Off the road in the fleet (in the workshop, out of service): it starts offline. */
  readonly offline?: boolean;
}

export interface FleetSeedInput {
  /** Vehicles to simulate (the `?vehicles=N` figure). */
  readonly count: number;
  /** Used for the first vehicles, in order; the rest are generated. */
  readonly knownVehicles?: readonly KnownVehicle[];
}

const GENERATED_NUMBER_BASE = 100;

/**
 * Ids, registrations and drivers of the simulated fleet: the known vehicles first, then generated ones,
 * `SIM-<n>` / `ZVX-<n>` driven by `Driver <index + 1>`, where n is 100 + their index unless a known vehicle
 * already has that registration (the fleet's own ZVX-1nn plates): then the next free number, so no two
 * vehicles on the map share a registration or an id.
 *
 * @example fleetIdentities({ count: 30, knownVehicles: fleet })[29] // { id: 'SIM-129', reg: 'ZVX-129', driver: 'Driver 30' }
 *
 * @internal exported for its unit tests
 */
export function fleetIdentities(input: FleetSeedInput): FleetIdentity[] {
  if (!Number.isInteger(input.count) || input.count < 0)
    throw new RangeError(`Vehicle count must be a whole number ≥ 0, got ${input.count}`);
  const known = (input.knownVehicles ?? []).slice(0, input.count);
  const identities: FleetIdentity[] = known.map((vehicle, index) => ({
    id: vehicle.id,
    reg: vehicle.registration,
    driver: vehicle.driverName || `Driver ${index + 1}`,
  }));
  const taken = new Set(known.flatMap((vehicle) => [vehicle.id, vehicle.registration.trim().toUpperCase()]));
  let number = 0;
  for (let index = known.length; index < input.count; index++) {
    number = Math.max(number, GENERATED_NUMBER_BASE + index);
    while (taken.has(`ZVX-${number}`) || taken.has(`SIM-${number}`)) number++;
    identities.push({ id: `SIM-${number}`, reg: `ZVX-${number}`, driver: `Driver ${index + 1}` });
    number++;
  }
  return identities;
}

/**
 * The city a vehicle starts in: every fifth vehicle goes to the regional cities in turn, the rest to London.
 *
 * @example seededCity(4) // 'Manchester' — seededCity(9) // 'Birmingham' — seededCity(0) // 'London'
 *
 * @internal exported for its unit tests
 */
export function seededCity(index: number): CityName {
  if (index % REGIONAL_EVERY !== REGIONAL_EVERY - 1) return LONDON;
  return REGIONAL_CITIES[Math.floor(index / REGIONAL_EVERY) % REGIONAL_CITIES.length];
}

/**
 * Whether a vehicle starts offline: a known vehicle when the fleet has it off the road, a generated one when it
 * is the 20th, 40th, … vehicle.
 *
 * @example startsOffline({ count: 40 }, 19) // true
 *
 * @internal exported for its unit tests
 */
export function startsOffline(input: FleetSeedInput, index: number): boolean {
  const known = input.knownVehicles?.[index];
  if (known) return known.offline === true;
  return index % OFFLINE_EVERY === OFFLINE_EVERY - 1;
}

/**
 * A new simulation. Draws per vehicle, in fleet order: position in its city (lng, lat); offline vehicles
 * stop there at 0 km/h. Otherwise one draw below 0.3 parks it at (next draw) km/h, below 1, idle and without
 * a job; else it drives at 2 + draw × 48 mph with a job to a random drop-off in its city (lng, lat) and an ETA draw.
 *
 * @example createFleetSimulation({ count: 10_000 }, createSeededRandom(1), clock.now())
 */
export function createFleetSimulation(input: FleetSeedInput, random: RandomSource, nowMs: number): FleetSimulation {
  const sim = createBlankSimulation(fleetIdentities(input), random, nowMs, FIRST_JOB_NUMBER);
  const { positions } = sim.frame;
  for (let i = 0; i < sim.count; i++) {
    const city = seededCity(i);
    sim.cities[i] = CITY_NAMES.indexOf(city);
    const [lng, lat] = randomPointInBox(CITY_BOUNDS[city], random);
    positions[i * 2] = lng;
    positions[i * 2 + 1] = lat;
    if (startsOffline(input, i)) {
      setOffline(sim, i);
      continue;
    }
    if (random.next() < PARKED_SHARE) {
      sim.speeds[i] = random.next();
      refreshStatus(sim, i);
      continue;
    }
    sim.speeds[i] = mphToKph(randomBetween(random, INITIAL_MIN_SPEED_MPH, INITIAL_MAX_SPEED_MPH));
    startJob(sim, i, [lng, lat], randomPointInVehicleCity(sim, i), nowMs);
  }
  beginBatch(sim);
  return sim;
}
