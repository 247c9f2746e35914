import type { Driver } from 'shared-contracts/contract';
import type { FormToasts } from 'shared-contracts/data';
import { validationToast } from '../common/validationToast';

export const CREATE_DRIVER_TOASTS: FormToasts<Driver> = {
  success: (driver) => ({ title: 'Success', description: `${driver.name} has been added to the system` }),
  invalid: validationToast,
  failure: { title: 'Error', description: 'Failed to add driver' },
};

export const UPDATE_DRIVER_TOASTS: FormToasts<Driver> = {
  success: (driver) => ({ title: 'Driver Updated', description: `${driver.name}'s details have been saved` }),
  invalid: validationToast,
  failure: { title: 'Error', description: 'Failed to update driver' },
};
