import type { Job } from 'shared-contracts';
import { createTextSearch } from 'shared-contracts/grid';

/**
 * The jobs search: case-insensitive substring of the job ID, client, type, driver or vehicle
 * registration, the same fields as the store's `jobs.list({ search })` (a test holds the two
 * together). It runs synchronously over the loaded jobs, so a keystroke filters without a round trip.
 *
 * @example searchJobs(jobs, 'zvx-1') // jobs whose vehicle registration (or anything else searched) contains it
 */
export const searchJobs = createTextSearch((job: Job) => [job.id, job.client_name, job.job_type, job.driver_name, job.vehicle_reg]);
