import { sql } from 'kysely';
import { clientRules, driverRules } from 'shared-contracts/server';

import type { AreaModule } from '../areaModule';
import { fleetRecordWrites } from '../fleetLinks';
import { refreshAfterWrite } from './clientActivity';
import { clientsTable } from './clientsTable';
import { driversTable } from './driversTable';

/** Drivers and clients (mfe-people), and each client's activity as jobs and invoices change. */
export const peopleModule: AreaModule = {
  name: 'people',
  resources: {
    // A renamed driver's name changes on their jobs and alerts too.
    drivers: {
      table: driversTable,
      writes: fleetRecordWrites(driverRules, { resource: 'drivers', nameField: 'name', linkField: 'driver_id' }),
    },
    clients: {
      table: clientsTable,
      writes: {
        rules: clientRules as never,
        // A new client's id is CLI and six digits, moved on while taken.
        scopeCreate: (scope) => scope.load('clients', sql`id ~ '^CLI[0-9]{6}$'`),
        async scopeUpdate(scope, existing, patch) {
          // A renamed client's name changes on their jobs and invoices too.
          if ('company_name' in patch)
            await Promise.all([scope.where('jobs', 'client_id', [existing.id]), scope.where('invoices', 'client_id', [existing.id])]);
        },
      },
    },
  },
  afterWrites: { jobs: refreshAfterWrite, invoices: refreshAfterWrite },
};
