import { INVOICE_RECORD } from 'shared-contracts/records';

import { fieldsOf, type ResourceTable } from '../../records/resourceTable';

export const invoicesTable: ResourceTable<'invoices'> = {
  resource: 'invoices',
  table: 'invoices',
  fields: fieldsOf(INVOICE_RECORD),
};
