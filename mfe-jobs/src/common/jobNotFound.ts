import { routes } from 'shared-contracts/contract';
import type { NotFoundViewProps } from 'shared-contracts/ui';

/** The not-found view of an unknown job id, on its page and its edit screen. */
export const jobNotFound = (id: string): NotFoundViewProps => ({
  title: 'Job Not Found',
  message: `Job with ID "${id}" not found.`,
  backTo: routes.jobs.list,
  backLabel: 'Back to Jobs',
});
