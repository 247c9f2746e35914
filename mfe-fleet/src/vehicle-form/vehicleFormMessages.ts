import type { FieldErrors, ToastMessage, VehicleRecord } from 'shared-contracts/contract';
import type { FormToasts } from 'shared-contracts/controllers/form';
import { VEHICLE_RECORD } from 'shared-contracts/records';

/**
 * The specification's vehicle toasts: "Invalid Registration" for a registration not in the ABC-123 format (the
 * provider's `invalid_format`), otherwise "Validation Error" naming the first problem ("mot expiry is required").
 */
function invalidToast(errors: FieldErrors): ToastMessage {
  if (errors.registration?.code === 'invalid_format')
    return { title: 'Invalid Registration', description: VEHICLE_RECORD.fields.registration.newRecordFormat.message };
  return { title: 'Validation Error', description: Object.values(errors)[0]?.message ?? '' };
}

const describe = (vehicle: VehicleRecord) => `${vehicle.make} ${vehicle.model} (${vehicle.registration})`;

export const REGISTER_TOASTS: FormToasts<VehicleRecord> = {
  success: (vehicle) => ({ title: 'Vehicle Registered Successfully', description: `${describe(vehicle)} has been added to the fleet` }),
  invalid: invalidToast,
  failure: { title: 'Registration Failed', description: 'Failed to register vehicle. Please try again.' },
};

export const UPDATE_TOASTS: FormToasts<VehicleRecord> = {
  success: (vehicle) => ({ title: 'Vehicle Updated Successfully', description: `${describe(vehicle)} has been updated` }),
  invalid: invalidToast,
  failure: { title: 'Update Failed', description: 'Failed to update vehicle. Please try again.' },
};
