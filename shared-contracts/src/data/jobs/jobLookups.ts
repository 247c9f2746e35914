import { type PaletteCommand, routes } from 'shared-contracts/contract';
import type { Job } from 'shared-contracts/records';

/** A job found from the command palette. */
export const jobPaletteCommand = (job: Job): PaletteCommand => ({
  title: job.id,
  detail: `${job.client_name} · ${job.job_type}`,
  route: routes.jobs.detail(job.id),
});
