import { CITY_BOUNDS, CITY_NAMES } from './cities';
import { createFleetSimulation, fleetIdentities, seededCity, startsOffline } from './fleetSeed';
import { STATUS_OFFLINE } from './fleetState';
import { fleetKpis, vehicleView } from './fleetViews';
import { isInsideBox } from './geo';
import { createSeededRandom } from './random';
import { DEMO_START_MS } from './testing/fakeEnvironment';
import { scriptedRandom } from './testing/scriptedRandom';

const cityCounts = (count: number) => {
  const sim = createFleetSimulation({ count }, createSeededRandom(3), DEMO_START_MS);
  const counts: Record<string, number> = {};
  for (let i = 0; i < sim.count; i++) {
    const city = CITY_NAMES[sim.cities[i]];
    counts[city] = (counts[city] ?? 0) + 1;
  }
  return counts;
};

describe('vehicle identities', () => {
  it('names generated vehicles ZVX-<100 + index> driven by Driver <index + 1>', () => {
    const identities = fleetIdentities({ count: 10_000 });
    expect(identities[0]).toEqual({ id: 'SIM-100', reg: 'ZVX-100', driver: 'Driver 1' });
    expect(identities[9]).toEqual({ id: 'SIM-109', reg: 'ZVX-109', driver: 'Driver 10' });
    expect(identities[9999]).toEqual({ id: 'SIM-10099', reg: 'ZVX-10099', driver: 'Driver 10000' });
  });

  it('never gives a generated vehicle a registration or id the known fleet already has', () => {
    const known = [
      { id: 'VEH-001', registration: 'ZVX-101' },
      { id: 'VEH-002', registration: 'zvx-103 ' },
      { id: 'SIM-104', registration: 'LK21 ABC' },
    ];
    expect(fleetIdentities({ count: 6, knownVehicles: known }).slice(3)).toEqual([
      { id: 'SIM-105', reg: 'ZVX-105', driver: 'Driver 4' },
      { id: 'SIM-106', reg: 'ZVX-106', driver: 'Driver 5' },
      { id: 'SIM-107', reg: 'ZVX-107', driver: 'Driver 6' },
    ]);
    const fleetPlates = Array.from({ length: 20 }, (_, i) => ({ id: `VEH-${i + 1}`, registration: `ZVX-${109 + i}` }));
    const regs = fleetIdentities({ count: 1000, knownVehicles: fleetPlates.slice(0, 9) }).map((identity) => identity.reg);
    expect(new Set(regs).size).toBe(1000);
    expect(regs.slice(9, 12)).toEqual(['ZVX-118', 'ZVX-119', 'ZVX-120']);
  });

  it('uses the known fleet vehicles first, then generates the rest', () => {
    const identities = fleetIdentities({
      count: 4,
      knownVehicles: [
        { id: 'VEH-001', registration: 'LK21 ABC', driverName: 'Sarah Mitchell' },
        { id: 'VEH-002', registration: 'ZVX-101', driverName: null },
      ],
    });
    expect(identities).toEqual([
      { id: 'VEH-001', reg: 'LK21 ABC', driver: 'Sarah Mitchell' },
      { id: 'VEH-002', reg: 'ZVX-101', driver: 'Driver 2' },
      { id: 'SIM-102', reg: 'ZVX-102', driver: 'Driver 3' },
      { id: 'SIM-103', reg: 'ZVX-103', driver: 'Driver 4' },
    ]);
  });

  it('takes only as many known vehicles as the count asks for', () => {
    const known = [
      { id: 'VEH-001', registration: 'AB', driverName: 'A' },
      { id: 'VEH-002', registration: 'CD', driverName: 'B' },
    ];
    expect(fleetIdentities({ count: 1, knownVehicles: known })).toEqual([{ id: 'VEH-001', reg: 'AB', driver: 'A' }]);
    expect(fleetIdentities({ count: 0, knownVehicles: known })).toEqual([]);
  });

  it('rejects a count that is not a whole number from 0', () => {
    expect(() => fleetIdentities({ count: -1 })).toThrow(RangeError);
    expect(() => fleetIdentities({ count: 2.5 })).toThrow(RangeError);
    expect(() => fleetIdentities({ count: Number.NaN })).toThrow(RangeError);
  });
});

describe('80 / 20 city split', () => {
  it('sends every fifth vehicle to the regional cities in turn', () => {
    expect([0, 1, 2, 3, 5].map(seededCity)).toEqual(['London', 'London', 'London', 'London', 'London']);
    expect([4, 9, 14, 19, 24, 29, 34, 39].map(seededCity)).toEqual([
      'Manchester',
      'Birmingham',
      'Leeds',
      'Glasgow',
      'Cardiff',
      'Bristol',
      'Edinburgh',
      'Manchester',
    ]);
  });

  it('gives London ⌈0.8 N⌉ vehicles', () => {
    expect(cityCounts(1)).toEqual({ London: 1 });
    expect(cityCounts(7)).toEqual({ London: 6, Manchester: 1 });
    expect(cityCounts(10)).toEqual({ London: 8, Manchester: 1, Birmingham: 1 });
    expect(cityCounts(100)).toEqual({
      London: 80,
      Manchester: 3,
      Birmingham: 3,
      Leeds: 3,
      Glasgow: 3,
      Cardiff: 3,
      Bristol: 3,
      Edinburgh: 2,
    });
    expect(cityCounts(10_000).London).toBe(8000);
  });

  it('places every vehicle inside its city box', () => {
    const sim = createFleetSimulation({ count: 500 }, createSeededRandom(11), DEMO_START_MS);
    for (let i = 0; i < sim.count; i++) {
      const { city, lng, lat } = vehicleView(sim, i);
      expect(isInsideBox(CITY_BOUNDS[city], lng, lat)).toBe(true);
    }
  });
});

describe('offline vehicles', () => {
  it('starts the 20th, 40th, … vehicle offline, at rest and without a job', () => {
    expect([18, 19, 20, 39, 40].map((index) => startsOffline({ count: 41 }, index))).toEqual([false, true, false, true, false]);
    const sim = createFleetSimulation({ count: 40 }, createSeededRandom(5), DEMO_START_MS);
    expect(fleetKpis(sim).offline).toBe(2);
    expect(vehicleView(sim, 19)).toMatchObject({ status: 'offline', speedKph: 0, jobId: null });
    expect(vehicleView(sim, 39)).toMatchObject({ status: 'offline', speedKph: 0, jobId: null });
    expect(fleetKpis(createFleetSimulation({ count: 19 }, createSeededRandom(5), DEMO_START_MS)).offline).toBe(0);
  });

  it('starts a known vehicle offline when the fleet has it off the road, whatever its place', () => {
    const knownVehicles = Array.from({ length: 20 }, (_, i) => ({ id: `VEH-${i}`, registration: `R${i}`, offline: i === 2 }));
    const sim = createFleetSimulation({ count: 40, knownVehicles }, createSeededRandom(5), DEMO_START_MS);
    expect(vehicleView(sim, 2).status).toBe('offline');
    expect(vehicleView(sim, 19).status).not.toBe('offline');
    expect(vehicleView(sim, 39).status).toBe('offline');
    expect(fleetKpis(sim).offline).toBe(2);
  });
});

describe('seeding from scripted draws', () => {
  // Per vehicle: lng, lat; parked? (< 0.3); then speed; and for a driving vehicle drop-off lng, lat and ETA.
  const draws = [
    0.5,
    0.5,
    0.29,
    0.999, // 0 London: parked at 0.999 km/h
    0,
    0,
    0.3,
    0,
    0.5,
    0.5,
    0, // 1 London: 2 mph, ETA 8 min
    0.25,
    0.25,
    0.9,
    0.5,
    0,
    0,
    0.999999, // 2 London: 26 mph, ETA 25 min
    0.75,
    0.75,
    0,
    0, // 3 London: parked at 0 km/h
    0.5,
    0.5,
    0.5,
    0.999999,
    0.25,
    0.75,
    0.5, // 4 Manchester: just under 50 mph, ETA 17 min
  ];
  const random = scriptedRandom(draws);
  const sim = createFleetSimulation({ count: 5 }, random, DEMO_START_MS);
  const views = [0, 1, 2, 3, 4].map((i) => vehicleView(sim, i));

  it('takes exactly the documented draws', () => {
    expect(random.remaining()).toBe(0);
  });

  it('places vehicles from the position draws', () => {
    expect(views.map((v) => v.city)).toEqual(['London', 'London', 'London', 'London', 'Manchester']);
    const expected = [
      [-0.09, 51.49],
      [-0.51, 51.29],
      [-0.3, 51.39],
      [0.12, 51.59],
      [-2.25, 53.47],
    ];
    views.forEach((view, i) => {
      expect(view.lng).toBeCloseTo(expected[i][0], 9);
      expect(view.lat).toBeCloseTo(expected[i][1], 9);
    });
  });

  it('parks 30% below 1 km/h and drives the rest at 2 to 50 mph in km/h', () => {
    expect(views.map((v) => v.speedKph).slice(0, 4)).toEqual([0.999, 3.218688, 41.842944, 0]);
    expect(views[4].speedKph).toBeGreaterThan(80.467);
    expect(views[4].speedKph).toBeLessThan(80.4672);
  });

  it('idles parked vehicles without a job and gives driving ones a job to a drop-off in their city', () => {
    expect(views.map((v) => [v.status, v.jobId])).toEqual([
      ['idle', null],
      ['moving', 'JOB-1001'],
      ['moving', 'JOB-1002'],
      ['idle', null],
      ['moving', 'JOB-1003'],
    ]);
    const [first, second, third] = [sim.jobs[1]!, sim.jobs[2]!, sim.jobs[4]!];
    expect(first).toMatchObject({
      id: 'JOB-1001',
      ref: 'JOB-1001',
      assignedVehicleId: 'SIM-101',
      status: 'enroute',
      createdAt: '2025-08-21T09:00:00.000Z',
      etaISO: '2025-08-21T09:08:00.000Z',
    });
    expect(first.pickup).toEqual([-0.51, 51.29]);
    expect(first.dropoff[0]).toBeCloseTo(-0.09, 9);
    expect(first.dropoff[1]).toBeCloseTo(51.49, 9);
    expect(second.dropoff).toEqual([-0.51, 51.29]);
    expect(second.etaISO).toBe('2025-08-21T09:25:00.000Z');
    expect(third.dropoff[0]).toBeCloseTo(-2.3, 9);
    expect(third.dropoff[1]).toBeCloseTo(53.51, 9);
    expect(third.etaISO).toBe('2025-08-21T09:17:00.000Z');
  });

  it('counts the KPIs and starts with an empty change list', () => {
    expect(fleetKpis(sim)).toEqual({
      activeJobs: 3,
      moving: 3,
      idle: 2,
      offline: 0,
      completedToday: 0,
      totalVehicles: 5,
      revenue: 485750,
    });
    expect(sim.frame.changedCount).toBe(0);
    expect(Array.from(sim.frame.hasRoute)).toEqual([0, 1, 1, 0, 1]);
  });
});

describe('seeded fleet at scale', () => {
  const sim = createFleetSimulation({ count: 1000 }, createSeededRandom(9), DEMO_START_MS);

  it('keeps parked speeds below 1 km/h and driving speeds within 2–50 mph', () => {
    let parked = 0;
    let online = 0;
    for (let i = 0; i < sim.count; i++) {
      if (sim.frame.statuses[i] === STATUS_OFFLINE) continue;
      online++;
      const speed = sim.speeds[i];
      if (sim.jobs[i]) {
        expect(speed).toBeGreaterThanOrEqual(3.218688);
        expect(speed).toBeLessThan(80.4672);
      } else {
        parked++;
        expect(speed).toBeLessThan(1);
      }
    }
    expect(online).toBe(950);
    expect(parked / online).toBeGreaterThan(0.26);
    expect(parked / online).toBeLessThan(0.34);
  });
});
