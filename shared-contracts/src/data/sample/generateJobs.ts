import { addDays, formatJobId, routeName, toIsoDate } from 'shared-contracts/domain';
import {
  type Client,
  defaultsOf,
  type Driver,
  type Job,
  JOB_RECORD,
  JOB_TYPES,
  type JobStatus,
  type Vehicle,
} from 'shared-contracts/records';

import type { Steps } from './inSlices';
import { JOB_NOTES, JOB_TYPE_PROFILES } from './jobCatalogue';
import type { Rng } from './random';
import { addressLine, LONDON, randomAddress, UK_TOWNS } from './ukPlaces';

export const SAMPLE_JOB_COUNT = 980;
/** The sample's mix: 35 live today, 97 scheduled 1 to 30 days ahead, the rest completed in the past 30 days. */
const JOB_MIX = { inProgress: 35, scheduled: 97, total: SAMPLE_JOB_COUNT } as const;
const JOB_WINDOW_DAYS = 30;
/** What a job holds where the generator gives nothing else: a field added with a default needs no line here. */
const JOB_DEFAULTS = defaultsOf(JOB_RECORD);

const ADDRESS_POOL_SIZE = 480;
/** 5-minute slots from 08:00 to 18:00 */
const CREATED_SLOTS = 120;
const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);

function jobMixFor(count: number): Record<JobStatus, number> {
  const inProgress = Math.round((count * JOB_MIX.inProgress) / JOB_MIX.total);
  const scheduled = Math.round((count * JOB_MIX.scheduled) / JOB_MIX.total);
  return { in_progress: inProgress, scheduled, completed: count - inProgress - scheduled };
}

function addressPool(rng: Rng): string[] {
  const others = UK_TOWNS.slice(1);
  return Array.from({ length: ADDRESS_POOL_SIZE }, () => addressLine(randomAddress(rng, rng.chance(0.55) ? LONDON : rng.pick(others))));
}

export interface JobSources {
  clients: readonly Client[];
  drivers: readonly Driver[];
  vehicles: readonly Vehicle[];
}

/** Jobs made between two points where their making may pause. */
const JOBS_PER_STEP = 50;

/**
 * Jobs in pickup order (completed oldest first, live today, then scheduled), numbered in that order.
 * Every client gets at least one completed job when there are enough; live jobs go to drivers on a job
 * in their own vehicle. Completed values are provisional until `allocateClientRevenue`. Pauses every
 * JOBS_PER_STEP jobs (see inSlices.ts).
 */
export function* generateJobs(rng: Rng, today: Date, count: number, sources: JobSources): Steps<Job[]> {
  const { clients, drivers, vehicles } = sources;
  const mix = jobMixFor(count);
  const addresses = addressPool(rng);
  const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
  const crews = drivers
    .filter((d) => d.current_status === 'on_job' && d.current_vehicle !== null)
    .map((d) => ({ driver: d, vehicle: vehicleById.get(d.current_vehicle as string) as Vehicle }));
  const roadworthy = vehicles.filter((v) => v.status !== 'out_of_service' && v.status !== 'maintenance');

  const firstClientOf = new Int32Array(mix.completed).fill(-1);
  const order = rng.shuffle(Array.from({ length: mix.completed }, (_, i) => i));
  for (let k = 0; k < Math.min(clients.length, mix.completed); k++) firstClientOf[order[k]] = k;

  const dayCache = new Map<number, { iso: string; midnight: number; year: number }>();
  const day = (offset: number) => {
    let found = dayCache.get(offset);
    if (!found) {
      const date = addDays(today, offset);
      found = { iso: toIsoDate(date), midnight: date.getTime(), year: date.getFullYear() };
      dayCache.set(offset, found);
    }
    return found;
  };

  // Creation times fall on 5-minute slots of office hours, so 100,000 jobs share a few thousand strings.
  const createdCache = new Map<number, string>();
  const createdAt = (dayOffset: number, slot: number) => {
    const key = dayOffset * CREATED_SLOTS + slot;
    let iso = createdCache.get(key);
    if (iso === undefined) {
      iso = new Date(day(dayOffset).midnight + (8 * 60 + slot * 5) * 60_000).toISOString();
      createdCache.set(key, iso);
    }
    return iso;
  };

  const jobs: Job[] = new Array(count);
  for (let i = 0; i < count; i++) {
    let status: JobStatus;
    let offset: number;
    let client: Client;
    if (i < mix.completed) {
      status = 'completed';
      offset = -JOB_WINDOW_DAYS + Math.floor((i * JOB_WINDOW_DAYS) / mix.completed);
      client = firstClientOf[i] >= 0 ? clients[firstClientOf[i]] : rng.pick(clients);
    } else if (i < mix.completed + mix.in_progress) {
      status = 'in_progress';
      offset = 0;
      client = rng.pick(clients);
    } else {
      status = 'scheduled';
      const k = i - mix.completed - mix.in_progress;
      offset = 1 + Math.floor((k * JOB_WINDOW_DAYS) / mix.scheduled);
      client = rng.pick(clients);
    }

    let driver: Driver;
    let vehicle: Vehicle;
    if (status === 'in_progress' && crews.length > 0) {
      ({ driver, vehicle } = crews[(i - mix.completed) % crews.length]);
    } else {
      driver = rng.pick(drivers);
      const own = driver.current_vehicle ? vehicleById.get(driver.current_vehicle) : undefined;
      vehicle = own && rng.chance(0.6) ? own : rng.pick(status === 'scheduled' ? roadworthy : vehicles);
    }

    const jobType = rng.pick(JOB_TYPES);
    const profile = JOB_TYPE_PROFILES[jobType];
    const pickup = day(offset);
    const pickupAddress = rng.pick(addresses);
    let deliveryAddress = rng.pick(addresses);
    if (deliveryAddress === pickupAddress) deliveryAddress = addresses[(addresses.indexOf(pickupAddress) + 1) % addresses.length];

    jobs[i] = {
      ...JOB_DEFAULTS,
      id: formatJobId(pickup.year, i + 1),
      client_id: client.id,
      client_name: client.company_name,
      job_type: jobType,
      status,
      pickup_address: pickupAddress,
      delivery_address: deliveryAddress,
      pickup_date: pickup.iso,
      pickup_time: HOURS[status === 'in_progress' ? rng.int(6, 12) : rng.int(6, 18)],
      driver_id: driver.id,
      driver_name: driver.name,
      vehicle_id: vehicle.id,
      vehicle_reg: vehicle.registration,
      total_amount: rng.int(profile.value[0] / 5, profile.value[1] / 5) * 5,
      porter_count: rng.int(2, 5),
      notes: rng.pick(JOB_NOTES),
      contact_person: client.contact_name,
      contact_phone: client.phone,
      estimated_duration: rng.pick(profile.durations),
      special_requirements: rng.pick(profile.requirements),
      created_at: createdAt(Math.min(offset - rng.int(1, 21), -1), rng.int(0, CREATED_SLOTS - 1)),
      route: routeName(pickupAddress, deliveryAddress) ?? null,
    };
    if (i % JOBS_PER_STEP === JOBS_PER_STEP - 1) yield;
  }
  return jobs;
}
