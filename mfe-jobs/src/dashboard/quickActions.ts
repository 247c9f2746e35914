import { routes } from 'shared-contracts/contract';

export const QUICK_ACTIONS = [
  { id: 'create-job', label: 'Create New Job', route: routes.jobs.new },
  { id: 'add-driver', label: 'Add Driver', route: routes.drivers.new },
  { id: 'register-vehicle', label: 'Register Vehicle', route: routes.vehicles.new },
  { id: 'generate-invoice', label: 'Generate Invoice', route: routes.invoices.new },
] as const;

/**
 * Where a quick action goes; an unknown action is only logged as a warning.
 *
 * @example quickActionRoute('add-driver') // '/admin/drivers/new'
 * @example quickActionRoute('launch')     // undefined, and console.warn('Unknown quick action: launch')
 */
export function quickActionRoute(id: string): string | undefined {
  const action = QUICK_ACTIONS.find((candidate) => candidate.id === id);
  if (!action) console.warn(`Unknown quick action: ${id}`);
  return action?.route;
}
