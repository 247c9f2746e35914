import { WAREHOUSE_RECORD } from 'shared-contracts/records';

import { fieldsOf, type ResourceTable } from '../../records/resourceTable';

export const warehousesTable: ResourceTable<'warehouses'> = {
  resource: 'warehouses',
  table: 'warehouses',
  fields: fieldsOf(WAREHOUSE_RECORD),
};
