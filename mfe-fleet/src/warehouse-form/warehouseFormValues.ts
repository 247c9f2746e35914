import type { FormToasts } from 'shared-contracts/controllers/form';
import type { Warehouse } from 'shared-contracts/records';
import { inputKindsOf, WAREHOUSE_RECORD } from 'shared-contracts/records';

/** The Add Warehouse form's inputs, by the record's field names. */
export type WarehouseFormValues = {
  name: string;
  address: string;
  type: string;
  capacity: string;
  manager: string;
  occupied: string;
  status: string;
  staff_count: string;
  vehicles_based: string;
  operating_hours: string;
  last_inspection: string;
  phone: string;
};

export const EMPTY_WAREHOUSE_FORM: WarehouseFormValues = {
  name: '',
  address: '',
  type: '',
  capacity: '',
  manager: '',
  occupied: '0',
  status: 'operational',
  staff_count: '0',
  vehicles_based: '0',
  operating_hours: '',
  last_inspection: '',
  phone: '',
};

/** How the provider reads each input, as the warehouse's declaration types it: the areas and counts as numbers. */
export const WAREHOUSE_FIELD_KINDS = inputKindsOf(WAREHOUSE_RECORD);

/** A refused form gets the portal's Validation Error (validationToast): "Please fill in all required fields", or the first problem. */
export const ADD_WAREHOUSE_TOASTS: FormToasts<Warehouse> = {
  success: (warehouse) => ({
    title: 'Warehouse Added Successfully',
    description: `${warehouse.name} has been added to your storage facilities.`,
  }),
  failure: { title: 'Error', description: 'Failed to add warehouse' },
};
