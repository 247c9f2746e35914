import { choice, date, number, recordKind, text } from './recordKind';
import { WAREHOUSE_STATUSES, WAREHOUSE_TYPES } from './vocabulary/warehouse';

/** A warehouse: name, address, type, capacity and manager are required. */
export const WAREHOUSE_RECORD = recordKind(
  'warehouses',
  {
    /** WH-001 style */
    id: text('Warehouse ID'),
    name: text('Facility Name', { input: true, required: true, sort: true, csv: 'Facility' }),
    address: text('Address', { input: true, required: true, csv: true }),
    type: choice('Type', WAREHOUSE_TYPES, { input: true, required: true, sort: true, csv: true }),
    /** m² */
    capacity: number('Capacity (m²)', { input: true, required: true, min: 1, csv: 'Capacity' }),
    manager: text('Manager', { input: true, required: true, csv: true }),
    /** m² */
    occupied: number('Occupied (m²)', { input: true, min: 0, default: 0, sort: true, csv: 'Occupied' }),
    status: choice('Status', WAREHOUSE_STATUSES, { input: true, default: 'operational', csv: true }),
    staff_count: number('Staff', { input: true, integer: true, min: 0, default: 0, sort: true, csv: true }),
    vehicles_based: number('Vehicles Based', { input: true, integer: true, min: 0, default: 0, csv: 'Vehicles' }),
    /** '24/7' or a time range */
    operating_hours: text('Operating Hours', { input: true, default: '', sort: true, csv: true }),
    /** yyyy-mm-dd */
    last_inspection: date('Last Inspection', { input: true }),
    phone: text('Phone', { input: true, default: '', sort: true, csv: true }),
  },
  { search: ['name', 'address', 'type', 'manager'] },
);
