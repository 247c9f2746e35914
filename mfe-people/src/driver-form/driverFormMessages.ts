import type { FormToasts } from 'shared-contracts/controllers/form';
import type { Driver } from 'shared-contracts/records';

export const CREATE_DRIVER_TOASTS: FormToasts<Driver> = {
  success: (driver) => ({ title: 'Success', description: `${driver.name} has been added to the system` }),
  failure: { title: 'Error', description: 'Failed to add driver' },
};

export const UPDATE_DRIVER_TOASTS: FormToasts<Driver> = {
  success: (driver) => ({ title: 'Driver Updated', description: `${driver.name}'s details have been saved` }),
  failure: { title: 'Error', description: 'Failed to update driver' },
};
