import { jobSearchFields } from 'shared-contracts';
import { createTextSearch } from 'shared-contracts/grid';

/**
 * The jobs search over the loaded jobs, synchronously, so a keystroke filters without a round trip;
 * it looks in the same fields as the store's `jobs.list({ search })`.
 *
 * @example searchJobs(jobs, 'zvx-1') // jobs whose vehicle registration (or anything else searched) contains it
 */
export const searchJobs = createTextSearch(jobSearchFields);
