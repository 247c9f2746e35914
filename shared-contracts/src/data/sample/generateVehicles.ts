import { addDays, toIsoDate } from 'shared-contracts/domain';
import { DETAILS_NOT_HELD, type EmissionsClass, type Vehicle, type VehicleStatus } from 'shared-contracts/records';

import { type FleetModel, SAMPLE_FLEET } from './fleetCatalogue';
import type { Rng } from './random';

/** 25 active (the sidebar badge), 2 available for new jobs, 1 in the workshop, 1 off the road. */
const STATUS_MIX: ReadonlyArray<[VehicleStatus, number]> = [
  ['in_use', 7],
  ['en_route', 5],
  ['in_progress', 5],
  ['loading', 4],
  ['delivering', 4],
  ['available', 2],
  ['maintenance', 1],
  ['out_of_service', 1],
];

/** Days from today for some of a vehicle's compliance dates, or the DVLA's "Details not held". */
interface ComplianceCase {
  mot?: number | typeof DETAILS_NOT_HELD;
  insurance?: number | typeof DETAILS_NOT_HELD;
  service?: number;
}

/**
 * Dates that make every compliance alert type and severity appear (MOT, and road tax read from the
 * insurance date: expired, within 7, 14 or 30 days, MOT within 60; service overdue or within 7).
 * The off-road vehicle has three alerts (a table row shows two, then "+1 more"); every other
 * vehicle's dates are far enough away to raise none.
 */
const OFF_ROAD_CASE: ComplianceCase = { mot: -3, insurance: DETAILS_NOT_HELD, service: -6 };
const WORKSHOP_CASE: ComplianceCase = { service: -2, mot: 21 };
const OTHER_CASES: readonly ComplianceCase[] = [
  { mot: 5 },
  { mot: 45, service: 3 },
  { insurance: -2 },
  { insurance: 4 },
  { insurance: 12 },
  { insurance: 25 },
];

const UK_FORMAT_POSITIONS = new Set([2, 5, 9, 13, 16, 19, 22, 25, 27]);
const WITHOUT_OPTIONAL_FIELDS = new Set([7, 15, 28]);
const AREA_CODES = ['LK', 'LN', 'LR', 'MA', 'MC', 'BD', 'YH', 'SF', 'EA'];
const REG_LETTERS = 'ABCDEFGHJKLMNOPRSTUVWXYZ';
const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const ON_THE_ROAD = [
  'A40 Western Avenue, London',
  'M6 J10, Walsall',
  'Canary Wharf, London',
  'Kensington, London',
  'M1 J13, Milton Keynes',
  'Salford Quays, Manchester',
  'Digbeth, Birmingham',
  'M62 J26, Bradford',
  "King's Cross, London",
  'Clerkenwell, London',
  'M25 J21, St Albans',
  'Temple Meads, Bristol',
  'Southbank, London',
  'Mayfair, London',
  'M4 J18, Bath',
  'Leith, Edinburgh',
];
const DEPOT_FOR: Partial<Record<VehicleStatus, string>> = {
  available: 'London Depot',
  maintenance: 'London Depot (workshop)',
  out_of_service: 'Manchester Distribution Hub',
};
const YEARLY_MILES = { van: 21_000, truck: 32_000, lorry: 78_000, car: 14_000 } as const;
const MAX_AGE = { van: 7, truck: 8, lorry: 11, car: 4 } as const;

function ukRegistration(rng: Rng, year: number): string {
  const age = (year % 100) + (rng.chance(0.5) ? 50 : 0);
  const letters = Array.from({ length: 3 }, () => REG_LETTERS[rng.int(0, REG_LETTERS.length - 1)]).join('');
  return `${rng.pick(AREA_CODES)}${String(age).padStart(2, '0')} ${letters}`;
}

function vin(rng: Rng, model: FleetModel): string {
  let rest = '';
  for (let i = 0; i < 14; i++) rest += VIN_CHARS[rng.int(0, VIN_CHARS.length - 1)];
  return model.wmi + rest;
}

function emissionsClass(model: FleetModel, year: number): EmissionsClass {
  if (model.fuel_type === 'electric') return 'Zero Emission';
  if (year >= 2016) return 'Euro 6';
  return year >= 2011 ? 'Euro 5' : 'Euro 4';
}

function statusPlan(rng: Rng): VehicleStatus[] {
  return rng.shuffle(STATUS_MIX.flatMap(([status, count]) => Array<VehicleStatus>(count).fill(status)));
}

/** Which vehicle gets which compliance case; the off-road and workshop vehicles get their own. */
function compliancePlan(rng: Rng, statuses: VehicleStatus[]): Map<number, ComplianceCase> {
  const offRoad = statuses.indexOf('out_of_service');
  const workshop = statuses.indexOf('maintenance');
  const others = rng.shuffle(statuses.map((_, i) => i).filter((i) => i !== offRoad && i !== workshop));
  const plan = new Map<number, ComplianceCase>([
    [offRoad, OFF_ROAD_CASE],
    [workshop, WORKSHOP_CASE],
  ]);
  OTHER_CASES.forEach((dates, k) => plan.set(others[k], dates));
  return plan;
}

/** A compliance date: the planned offset (or "Details not held"), else a random day in `range`. */
function complianceDate(rng: Rng, today: Date, planned: number | typeof DETAILS_NOT_HELD | undefined, range: [number, number]): string {
  if (planned === DETAILS_NOT_HELD) return DETAILS_NOT_HELD;
  return toIsoDate(addDays(today, planned ?? rng.int(...range)));
}

/** The 29 sample vehicles, without drivers (see `linkDriversToVehicles`) and with total_jobs 0. */
export function generateVehicles(rng: Rng, today: Date): Vehicle[] {
  const statuses = statusPlan(rng);
  const compliance = compliancePlan(rng, statuses);
  let fleetNumber = 101;
  return SAMPLE_FLEET.map((model, i): Vehicle => {
    const ageYears = rng.int(0, MAX_AGE[model.vehicle_type]);
    const purchase = addDays(today, -(ageYears * 365 + rng.int(20, 300)));
    const year = purchase.getFullYear();
    const ageInYears = Math.max(0.1, (today.getTime() - purchase.getTime()) / (365.25 * 86_400_000));
    const planned = compliance.get(i) ?? {};
    const serviceDue = addDays(today, planned.service ?? rng.int(35, 180));
    const lastService = addDays(serviceDue, -182);
    const status = statuses[i];
    const emissions = emissionsClass(model, year);
    const vehicle: Vehicle = {
      id: `VEH-${String(i + 1).padStart(3, '0')}`,
      registration: UK_FORMAT_POSITIONS.has(i) ? ukRegistration(rng, year) : `ZVX-${fleetNumber++}`,
      make: model.make,
      model: model.model,
      year,
      vehicle_type: model.vehicle_type,
      capacity_kg: model.capacity_kg,
      capacity_volume: model.capacity_volume,
      status,
      mot_expiry: complianceDate(rng, today, planned.mot, [65, 360]),
      insurance_expiry: complianceDate(rng, today, planned.insurance, [35, 365]),
      service_due: toIsoDate(serviceDue),
      mileage: Math.round(ageInYears * YEARLY_MILES[model.vehicle_type] * (0.8 + rng.next() * 0.4)),
      fuel_level: rng.int(8, 100),
      location: DEPOT_FOR[status] ?? rng.pick(ON_THE_ROAD),
      total_jobs: 0,
      driver_assigned: null,
      driver_name: null,
      created_at: purchase.toISOString(),
      last_service: toIsoDate(lastService < today ? lastService : addDays(today, -rng.int(5, 40))),
      vin: vin(rng, model),
      fuel_type: model.fuel_type,
      emissions_class: emissions,
      purchase_date: toIsoDate(purchase),
      purchase_price: model.price,
      current_value: Math.round((model.price * 0.85 ** ageInYears) / 50) * 50,
      maintenance_cost: rng.int(8, 90) * 50,
      fuel_efficiency: model.mpg,
    };
    if (!WITHOUT_OPTIONAL_FIELDS.has(i)) {
      vehicle.tax_expiry = toIsoDate(addDays(today, rng.int(20, 365)));
      vehicle.ulez_compliant = emissions === 'Euro 6' || emissions === 'Zero Emission';
      vehicle.body_style = model.body_style;
      vehicle.engine_size = model.engine_size;
      vehicle.outstanding_finance = ageInYears < 4 ? Math.round((model.price * 0.6 * (1 - ageInYears / 4)) / 10) * 10 : 0;
    }
    return vehicle;
  });
}
