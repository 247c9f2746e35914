import type { Vehicle } from 'shared-contracts/contract';
import { INVALID_REGISTRATION_MESSAGE, type FormToasts } from 'shared-contracts/data';

/** "Invalid Registration" for the ABC-123 format; otherwise "Validation Error" naming the first problem ("mot expiry is required"). */
function invalidToast(errors: Record<string, string>) {
  if (errors.registration === INVALID_REGISTRATION_MESSAGE) return { title: 'Invalid Registration', description: INVALID_REGISTRATION_MESSAGE };
  return { title: 'Validation Error', description: Object.values(errors)[0] };
}

const describe = (vehicle: Vehicle) => `${vehicle.make} ${vehicle.model} (${vehicle.registration})`;

export const REGISTER_TOASTS: FormToasts<Vehicle> = {
  success: (vehicle) => ({ title: 'Vehicle Registered Successfully', description: `${describe(vehicle)} has been added to the fleet` }),
  invalid: invalidToast,
  failure: { title: 'Registration Failed', description: 'Failed to register vehicle. Please try again.' },
};

export const UPDATE_TOASTS: FormToasts<Vehicle> = {
  success: (vehicle) => ({ title: 'Vehicle Updated Successfully', description: `${describe(vehicle)} has been updated` }),
  invalid: invalidToast,
  failure: { title: 'Update Failed', description: 'Failed to update vehicle. Please try again.' },
};
