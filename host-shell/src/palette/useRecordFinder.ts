import { useCallback } from 'react';
import { getDataStore, routes } from 'shared-contracts';
import type { PaletteCommand } from './quickActions';
import type { PaletteGroup, RecordFinder } from './paletteResults';

const PER_GROUP = 5;

function firstMatches<T>(items: readonly T[], query: string, fields: (item: T) => string[], toCommand: (item: T) => PaletteCommand) {
  const found: PaletteCommand[] = [];
  for (const item of items) {
    if (fields(item).some((field) => field.toLowerCase().includes(query))) {
      found.push(toCommand(item));
      if (found.length === PER_GROUP) break;
    }
  }
  return found;
}

/** Finds jobs, clients, vehicles, drivers and invoices by id or name in the shared data set. */
export function useRecordFinder(): RecordFinder {
  return useCallback((query: string): PaletteGroup[] => {
    const store = getDataStore();
    return [
      {
        heading: 'Jobs',
        commands: firstMatches(store.jobs.snapshot(), query, (job) => [job.id, job.client_name], (job) => ({
          title: job.id,
          detail: `${job.client_name} · ${job.job_type}`,
          route: routes.jobs.detail(job.id),
        })),
      },
      {
        heading: 'Clients',
        commands: firstMatches(store.clients.snapshot(), query, (client) => [client.id, client.company_name], (client) => ({
          title: client.company_name,
          detail: client.id,
          route: routes.clients.detail(client.id),
        })),
      },
      {
        heading: 'Vehicles',
        commands: firstMatches(store.vehicles.snapshot(), query, (vehicle) => [vehicle.id, vehicle.registration], (vehicle) => ({
          title: vehicle.registration,
          detail: `${vehicle.make} ${vehicle.model} · ${vehicle.id}`,
          route: routes.vehicles.detail(vehicle.id),
        })),
      },
      {
        heading: 'Drivers',
        commands: firstMatches(store.drivers.snapshot(), query, (driver) => [driver.id, driver.name], (driver) => ({
          title: driver.name,
          detail: driver.id,
          route: routes.drivers.detail(driver.id),
        })),
      },
      {
        heading: 'Invoices',
        commands: firstMatches(store.invoices.snapshot(), query, (invoice) => [invoice.id, invoice.client_name], (invoice) => ({
          title: invoice.id,
          detail: invoice.client_name,
          route: routes.invoices.detail(invoice.id),
        })),
      },
    ];
  }, []);
}
