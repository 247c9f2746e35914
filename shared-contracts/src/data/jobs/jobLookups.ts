import { type Job, type PaletteCommand, routes } from 'shared-contracts/contract';

/** What a jobs search looks in: job ID, client, type, driver and vehicle (the specification's rule). */
export const jobSearchFields = (job: Job) => [job.id, job.client_name, job.job_type, job.driver_name, job.vehicle_reg];

/** A job found from the command palette. */
export const jobPaletteCommand = (job: Job): PaletteCommand => ({
  title: job.id,
  detail: `${job.client_name} · ${job.job_type}`,
  route: routes.jobs.detail(job.id),
});
