import type { Warehouse } from 'shared-contracts/contract';
import type { FormToasts } from 'shared-contracts/data';

/** The Add Warehouse form's inputs, by the store's field names (the warehouse schema reads them as they are). */
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

const REQUIRED_MESSAGE = / is required$/;

export const ADD_WAREHOUSE_TOASTS: FormToasts<Warehouse> = {
  success: (warehouse) => ({ title: 'Warehouse Added Successfully', description: `${warehouse.name} has been added to your storage facilities.` }),
  // A missing field asks for every required one; any other problem is named (e.g. more occupied than capacity).
  invalid: (errors) => {
    const messages = Object.values(errors);
    return { title: 'Validation Error', description: messages.some((message) => REQUIRED_MESSAGE.test(message)) ? 'Please fill in all required fields' : messages[0] };
  },
  failure: { title: 'Error', description: 'Failed to add warehouse' },
};
