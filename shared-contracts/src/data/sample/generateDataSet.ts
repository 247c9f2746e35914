import { startOfDay, toIsoDate } from 'shared-contracts/domain';

import type { DataSet } from '../store/dataSet';
import { allocateClientRevenue } from './allocateClientRevenue';
import { generateClients } from './generateClients';
import { generateDrivers, linkDriversToVehicles } from './generateDrivers';
import { generateInvoices } from './generateInvoices';
import { generateJobs, SAMPLE_JOB_COUNT } from './generateJobs';
import { generateVehicles } from './generateVehicles';
import { runAtOnce, runInSlices, type Steps } from './inSlices';
import { createRng } from './random';
import { sampleSystemAlerts } from './sampleSystemAlerts';
import { sampleWarehouses } from './sampleWarehouses';

const DEFAULT_SEED = 20_250_821;

export interface DataSetOptions {
  /** Dates are relative to this day; its time of day is ignored. Default: now. */
  today?: Date;
  seed?: number;
  /** Default 980; the mix of statuses keeps the sample's proportions. */
  jobCount?: number;
}

/** The sample data's making, pausing between its parts (see inSlices.ts). */
function* dataSetSteps(options: DataSetOptions): Steps<DataSet> {
  const today = startOfDay(options.today ?? new Date());
  const seed = options.seed ?? DEFAULT_SEED;
  const jobCount = Math.max(0, Math.floor(options.jobCount ?? SAMPLE_JOB_COUNT));

  const fleet = linkDriversToVehicles(
    generateDrivers(createRng(seed, 'drivers'), today),
    generateVehicles(createRng(seed, 'vehicles'), today),
  );
  yield;
  const clients = generateClients(createRng(seed, 'clients'), today);
  yield;
  const jobs = yield* generateJobs(createRng(seed, 'jobs'), today, jobCount, { clients, ...fleet });
  const invoices = generateInvoices(createRng(seed, 'invoices'), today, jobs, clients);
  yield;
  const billedJobIds = new Set(invoices.flatMap((invoice) => (invoice.job_id ? [invoice.job_id] : [])));
  allocateClientRevenue(createRng(seed, 'revenue'), jobs, clients, billedJobIds);
  yield;

  const jobsPerVehicle = new Map<string, number>();
  const completedPerDriver = new Map<string, number>();
  for (const job of jobs) {
    if (job.vehicle_id) jobsPerVehicle.set(job.vehicle_id, (jobsPerVehicle.get(job.vehicle_id) ?? 0) + 1);
    if (job.driver_id && job.status === 'completed')
      completedPerDriver.set(job.driver_id, (completedPerDriver.get(job.driver_id) ?? 0) + 1);
  }

  return {
    today: toIsoDate(today),
    seed,
    jobs: jobs.reverse(),
    drivers: fleet.drivers.map((d) => ({ ...d, jobs_completed: completedPerDriver.get(d.id) ?? 0 })),
    vehicles: fleet.vehicles.map((v) => ({ ...v, total_jobs: jobsPerVehicle.get(v.id) ?? 0 })),
    clients,
    invoices,
    warehouses: sampleWarehouses(today),
    systemAlerts: sampleSystemAlerts(today, fleet.drivers, fleet.vehicles),
  };
}

/**
 * The sample data: the same seed and day always give the same records.
 *
 * @example
 * const data = generateDataSet({ today: new Date(2025, 7, 21) });
 * data.jobs.length    // 980
 * data.clients.length // 387
 */
export function generateDataSet(options: DataSetOptions = {}): DataSet {
  return runAtOnce(dataSetSteps(options));
}

/**
 * The same data made in a page, in slices that leave the browser free to answer between them: on a phone the whole
 * takes a few hundred milliseconds, one long task if made at once.
 *
 * @example const data = await generateDataSetInSlices({ today: new Date() });
 */
export function generateDataSetInSlices(options: DataSetOptions = {}): Promise<DataSet> {
  return runInSlices(dataSetSteps(options));
}
