import { ValidationError } from 'shared-contracts/contract';
import { formatSequentialId, toIsoDate } from 'shared-contracts/domain';
import type { NewWarehouseInput, Warehouse, WarehousePatch } from 'shared-contracts/records';
import { WAREHOUSE_RECORD } from 'shared-contracts/records';

import { entitySchemaOf } from '../schema/entitySchemaOf';
import { changedFields, type CollectionRules, newFields, nextSequence } from '../store/ruleContext';

const warehouseSchema = entitySchemaOf(WAREHOUSE_RECORD);

function assertFits(warehouse: Warehouse): Warehouse {
  if (warehouse.occupied > warehouse.capacity) throw ValidationError.of('occupied', 'too_big', 'Occupied space cannot exceed the capacity');
  return warehouse;
}

export const warehouseRules: CollectionRules<Warehouse, NewWarehouseInput, WarehousePatch> = {
  create(input, context) {
    const fields = newFields(warehouseSchema, input, context);
    const record = assertFits({
      ...fields,
      id: formatSequentialId('WH', nextSequence(context.all('warehouses'), /^WH-(\d+)$/)),
      last_inspection: fields.last_inspection || toIsoDate(context.now()),
    });
    return { record };
  },

  update(existing, patch, context) {
    return { record: assertFits({ ...existing, ...changedFields<WarehousePatch>(warehouseSchema, patch, context) }) };
  },
};
