import { DRIVER_RECORD } from 'shared-contracts/records';

import { fieldsOf, type ResourceTable } from '../../records/resourceTable';

export const driversTable: ResourceTable<'drivers'> = {
  resource: 'drivers',
  table: 'drivers',
  fields: fieldsOf(DRIVER_RECORD),
};
