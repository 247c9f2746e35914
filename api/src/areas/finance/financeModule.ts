import { sql } from 'kysely';
import { toIsoDate } from 'shared-contracts/domain';
import { invoiceRules } from 'shared-contracts/server';

import type { AreaModule } from '../areaModule';
import { invoicesTable } from './invoicesTable';

/** Invoice numbers of a day: ZRV and the date's digits, then a sequence. */
const numbersOf = (dates: readonly unknown[]) => [
  ...new Set(dates.flatMap((date) => (typeof date === 'string' && date.trim() ? [`ZRV${date.trim().replaceAll('-', '')}%`] : []))),
];

/** Invoices (mfe-finance). */
export const financeModule: AreaModule = {
  name: 'finance',
  resources: {
    invoices: {
      table: invoicesTable,
      writes: {
        rules: invoiceRules as never,
        scopeCreate: (scope, input, now) =>
          Promise.all([
            scope.byIds('clients', [input.client_id]),
            scope.byIds('jobs', [input.job_id]),
            // A job is billed once; the new number follows the day's others.
            scope.load(
              'invoices',
              sql`(job_id = ${typeof input.job_id === 'string' ? input.job_id : null}
              OR id COLLATE "C" LIKE ANY(${numbersOf([input.invoice_date, toIsoDate(now)])}))`,
            ),
          ]).then(() => {}),
        scopeUpdate: (scope, existing, patch) =>
          Promise.all([
            scope.byIds('clients', [existing.client_id, patch.client_id]),
            scope.byIds('jobs', [existing.job_id, patch.job_id]),
            scope.where('invoices', 'job_id', [existing.job_id, patch.job_id]),
          ]).then(() => {}),
      },
    },
  },
};
