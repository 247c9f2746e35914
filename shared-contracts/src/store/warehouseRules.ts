import { toIsoDate } from '../domain/calendar';
import { formatSequentialId } from '../domain/recordIds';
import {
  WAREHOUSE_STATUSES,
  WAREHOUSE_TYPES,
  type NewWarehouseInput,
  type Warehouse,
  type WarehousePatch,
} from '../domain/warehouse';
import { ValidationError } from './errors';
import { complete, defined, FieldReader } from './fieldReader';
import { joinSearchText, nextSequence, type CollectionRules } from './ruleContext';

function readWarehouse(r: FieldReader) {
  return {
    name: r.text('name', { required: true }),
    address: r.text('address', { required: true }),
    type: r.oneOf('type', WAREHOUSE_TYPES, { required: true }),
    capacity: r.number('capacity', { required: true, min: 1 }),
    manager: r.text('manager', { required: true }),
    occupied: r.number('occupied', { min: 0, fallback: 0 }),
    status: r.oneOf('status', WAREHOUSE_STATUSES, { fallback: 'operational' }),
    staff_count: r.number('staff_count', { integer: true, min: 0, fallback: 0 }),
    vehicles_based: r.number('vehicles_based', { integer: true, min: 0, fallback: 0 }),
    operating_hours: r.text('operating_hours'),
    last_inspection: r.isoDate('last_inspection'),
    phone: r.text('phone'),
  };
}

function assertFits(warehouse: Warehouse): Warehouse {
  if (warehouse.occupied > warehouse.capacity) throw new ValidationError('occupied', 'occupied cannot exceed capacity');
  return warehouse;
}

export const warehouseRules: CollectionRules<Warehouse, NewWarehouseInput, WarehousePatch> = {
  searchText: (w) => joinSearchText(w.name, w.address, w.type, w.manager),

  create(input, context) {
    const fields = complete(readWarehouse(new FieldReader(input, 'create')));
    const record = assertFits({
      ...fields,
      id: formatSequentialId('WH', nextSequence(context.all('warehouses'), /^WH-(\d+)$/)),
      last_inspection: fields.last_inspection || toIsoDate(context.now()),
    });
    return { record };
  },

  update(existing, patch) {
    return { record: assertFits({ ...existing, ...defined(readWarehouse(new FieldReader(patch, 'update'))) }) };
  },
};
