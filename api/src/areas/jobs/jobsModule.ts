import { sql } from 'kysely';
import { jobRules } from 'shared-contracts/server';

import type { AreaModule } from '../areaModule';
import { jobsTable } from './jobsTable';

/** Jobs (mfe-jobs). */
export const jobsModule: AreaModule = {
  name: 'jobs',
  resources: {
    jobs: {
      table: jobsTable,
      writes: {
        rules: jobRules as never,
        scopeCreate: (scope, input) =>
          Promise.all([
            scope.byIds('clients', [input.client_id]),
            scope.byIds('drivers', [input.driver_id]),
            scope.byIds('vehicles', [input.vehicle_id]),
            // The next job number follows the greatest in use.
            scope.load('jobs', sql`portal_job_number(id) IS NOT NULL ORDER BY portal_job_number(id) DESC LIMIT 1`),
          ]).then(() => {}),
        scopeUpdate: (scope, existing, patch) =>
          Promise.all([
            scope.byIds('clients', [existing.client_id, patch.client_id]),
            scope.byIds('drivers', [existing.driver_id, patch.driver_id]),
            scope.byIds('vehicles', [existing.vehicle_id, patch.vehicle_id]),
          ]).then(() => {}),
      },
    },
  },
};
