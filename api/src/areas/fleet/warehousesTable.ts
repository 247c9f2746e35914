import { type ResourceTable, stored } from '../../records/resourceTable';

export const warehousesTable: ResourceTable<'warehouses'> = {
  resource: 'warehouses',
  table: 'warehouses',
  fields: {
    id: stored('text'),
    name: stored('text'),
    address: stored('text'),
    type: stored('text'),
    capacity: stored('number'),
    occupied: stored('number'),
    status: stored('text'),
    manager: stored('text'),
    staff_count: stored('number'),
    vehicles_based: stored('number'),
    operating_hours: stored('text'),
    last_inspection: stored('text'),
    phone: stored('text'),
  },
};
