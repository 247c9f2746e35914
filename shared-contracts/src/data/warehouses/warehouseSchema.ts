import { type NewWarehouseInput, WAREHOUSE_STATUSES, WAREHOUSE_TYPES } from 'shared-contracts/contract';

import type { EntitySchema } from '../schema/entitySchema';
import { isoDate, number, oneOf, text } from '../schema/fields';
import { WAREHOUSE_FIELD_LABELS } from './warehouseFormFields';

const L = WAREHOUSE_FIELD_LABELS;

/** A warehouse: name, address, type, capacity and manager are required. */
export const warehouseSchema: EntitySchema<NewWarehouseInput> = {
  fields: () => ({
    name: text(L.name, { required: true }),
    address: text(L.address, { required: true }),
    type: oneOf(L.type, WAREHOUSE_TYPES, { required: true }),
    capacity: number(L.capacity, { required: true, min: 1 }),
    manager: text(L.manager, { required: true }),
    occupied: number(L.occupied, { min: 0 }),
    status: oneOf(L.status, WAREHOUSE_STATUSES),
    staff_count: number(L.staff_count, { integer: true, min: 0 }),
    vehicles_based: number(L.vehicles_based, { integer: true, min: 0 }),
    operating_hours: text(L.operating_hours),
    last_inspection: isoDate(L.last_inspection),
    phone: text(L.phone),
  }),
  defaults: { occupied: 0, status: 'operational', staff_count: 0, vehicles_based: 0, operating_hours: '', phone: '' },
};
