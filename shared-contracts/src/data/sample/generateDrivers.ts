import { addDays, COMPANY, isActiveVehicle, toIsoDate } from 'shared-contracts/domain';
import type { Driver, DriverStatus, EmploymentType, LicenseClass, Vehicle } from 'shared-contracts/records';

import type { Rng } from './random';
import { FIRST_NAMES, LAST_NAMES } from './ukNames';
import { randomMobile } from './ukPlaces';

const SAMPLE_DRIVER_COUNT = 18;

/** 15 drivers out with a vehicle (one of them on a break), one off duty, two free for new jobs. */
const STATUS_PLAN: readonly DriverStatus[] = [...Array<DriverStatus>(14).fill('on_job'), 'on_break', 'off_duty', 'available', 'available'];
const EMPLOYMENT_PLAN: readonly EmploymentType[] = [
  ...Array<EmploymentType>(12).fill('full_time'),
  ...Array<EmploymentType>(3).fill('part_time'),
  ...Array<EmploymentType>(3).fill('contractor'),
];
const LICENSE_PLAN: readonly LicenseClass[] = ['CE', 'C1', 'C1E', 'CE', 'C1', 'C1E'];
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** DVLA layout: surname, birth decade/month/day/year, initials (9 for none), 9, two check letters. */
function licenceNumber(rng: Rng, first: string, last: string, female: boolean): string {
  const surname = last
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 5)
    .padEnd(5, '9');
  const year = rng.int(1965, 2000);
  const month = rng.int(1, 12) + (female ? 50 : 0);
  const day = rng.int(1, 28);
  const decade = Math.floor((year % 100) / 10);
  const check = LETTERS[rng.int(0, LETTERS.length - 1)] + LETTERS[rng.int(0, LETTERS.length - 1)];
  return `${surname}${decade}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${year % 10}${first[0]}99${check}`;
}

function uniqueNames(rng: Rng, count: number): Array<{ first: string; last: string; female: boolean }> {
  const seen = new Set<string>();
  const names: Array<{ first: string; last: string; female: boolean }> = [];
  while (names.length < count) {
    const firstIndex = rng.int(0, FIRST_NAMES.length - 1);
    const last = rng.pick(LAST_NAMES);
    const first = FIRST_NAMES[firstIndex];
    if (seen.has(`${first} ${last}`)) continue;
    seen.add(`${first} ${last}`);
    names.push({ first, last, female: firstIndex >= FIRST_NAMES.length / 2 });
  }
  return names;
}

/** The 18 sample drivers, all active, not yet linked to vehicles, jobs_completed 0. */
export function generateDrivers(rng: Rng, today: Date): Driver[] {
  const statuses = rng.shuffle([...STATUS_PLAN]);
  const employment = rng.shuffle([...EMPLOYMENT_PLAN]);
  return uniqueNames(rng, SAMPLE_DRIVER_COUNT).map(({ first, last, female }, i): Driver => ({
    id: `DRV-${String(i + 1).padStart(3, '0')}`,
    driver_id: `EMP-${1021 + i * 13}`,
    name: `${first} ${last}`,
    email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `@${COMPANY.emailDomain}`,
    phone: randomMobile(rng),
    license_number: licenceNumber(rng, first, last, female),
    license_class: LICENSE_PLAN[i % LICENSE_PLAN.length],
    license_expiry: toIsoDate(addDays(today, rng.int(120, 3200))),
    employment_type: employment[i],
    is_active: true,
    hourly_rate: rng.int(58, 96) / 4,
    jobs_completed: 0,
    rating: rng.int(38, 50) / 10,
    date_joined: toIsoDate(addDays(today, -rng.int(150, 3300))),
    current_vehicle: null,
    current_status: statuses[i],
    location: 'London Depot',
  }));
}

/**
 * Puts every on-job or on-break driver in an active vehicle, both sides pointing at each other.
 * The fleet has more active vehicles (25) than drivers, so some active vehicles have no driver.
 */
export function linkDriversToVehicles(drivers: Driver[], vehicles: Vehicle[]): { drivers: Driver[]; vehicles: Vehicle[] } {
  const active = vehicles.filter(isActiveVehicle);
  const pairs = new Map<string, Vehicle>();
  let next = 0;
  for (const driver of drivers) {
    if ((driver.current_status === 'on_job' || driver.current_status === 'on_break') && next < active.length) {
      pairs.set(driver.id, active[next++]);
    }
  }
  const byVehicle = new Map<string, Driver>();
  const linkedDrivers = drivers.map((driver) => {
    const vehicle = pairs.get(driver.id);
    if (!vehicle) return driver;
    byVehicle.set(vehicle.id, driver);
    return { ...driver, current_vehicle: vehicle.id, location: vehicle.location };
  });
  const linkedVehicles = vehicles.map((vehicle) => {
    const driver = byVehicle.get(vehicle.id);
    return driver ? { ...vehicle, driver_assigned: driver.id, driver_name: driver.name } : vehicle;
  });
  return { drivers: linkedDrivers, vehicles: linkedVehicles };
}
