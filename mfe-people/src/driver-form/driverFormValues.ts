import { DRIVER_FORM_EMPLOYMENT_TYPES, DRIVER_FORM_LICENSE_CLASSES } from 'shared-contracts/data';
import type { Driver } from 'shared-contracts/records';
import { DRIVER_RECORD, inputKindsOf } from 'shared-contracts/records';

import { employmentLabel, licenceClassLabel } from '../common/driverLabels';

/**
 * The driver form's inputs, by the store's field names and holding stored values (the driver schema
 * reads them as they are); the selects show the form's own values (see `FormChoice`).
 */
export type DriverFormValues = {
  name: string;
  email: string;
  phone: string;
  license_number: string;
  license_class: string;
  license_expiry: string;
  employment_type: string;
  hourly_rate: string;
  is_active: boolean;
};

export const EMPTY_DRIVER_FORM: DriverFormValues = {
  name: '',
  email: '',
  phone: '',
  license_number: '',
  license_class: DRIVER_FORM_LICENSE_CLASSES[0].stored,
  license_expiry: '',
  employment_type: '',
  hourly_rate: '',
  is_active: true,
};

/** How the provider reads the form's text, as the driver's declaration types it: the hourly rate as a number, Active as true or false. */
export const DRIVER_FIELD_KINDS = inputKindsOf(DRIVER_RECORD);

/** The form filled in from a stored driver. */
export function driverToFormValues(driver: Driver): DriverFormValues {
  return {
    name: driver.name,
    email: driver.email,
    phone: driver.phone,
    license_number: driver.license_number,
    license_class: driver.license_class,
    license_expiry: driver.license_expiry,
    employment_type: driver.employment_type,
    hourly_rate: driver.hourly_rate ? String(driver.hourly_rate) : '',
    is_active: driver.is_active,
  };
}

/** One option of a select: the form's own value and label, and the stored value it stands for. */
export interface FormChoice {
  value: string;
  label: string;
  stored: string;
}

const LICENCE_CHOICES: FormChoice[] = DRIVER_FORM_LICENSE_CLASSES.map(({ value, stored }) => ({ value, label: value, stored }));
const EMPLOYMENT_CHOICES: FormChoice[] = DRIVER_FORM_EMPLOYMENT_TYPES.map(({ value, label, stored }) => ({ value, label, stored }));

/** A stored value the form does not offer (a sample driver's C1 licence) stays a choice of its own, so editing another field keeps it. */
function withCurrent(choices: FormChoice[], stored: string, label: (stored: string) => string): FormChoice[] {
  return stored === '' || choices.some((choice) => choice.stored === stored)
    ? choices
    : [...choices, { value: stored, label: label(stored), stored }];
}

/**
 * The licence classes offered: Class C, Class C+E, Class D, Class D+E, and the driver's own class.
 *
 * @example licenceClassChoices('C1E').map((c) => c.label) // ['Class C', 'Class C+E', 'Class D', 'Class D+E', 'Class C1+E']
 */
export function licenceClassChoices(currentStored: string): FormChoice[] {
  return withCurrent(LICENCE_CHOICES, currentStored, licenceClassLabel);
}

/** The employment types offered: Employed (full_time), Self-Employed (contractor), and the driver's own type. */
export function employmentChoices(currentStored: string): FormChoice[] {
  return withCurrent(EMPLOYMENT_CHOICES, currentStored, employmentLabel);
}

/** The form value showing a stored value ('' for none). */
export function formValueOf(choices: readonly FormChoice[], stored: string): string {
  return choices.find((choice) => choice.stored === stored)?.value ?? '';
}

/** The stored value a form value stands for. */
export function storedValueOf(choices: readonly FormChoice[], formValue: string): string {
  return choices.find((choice) => choice.value === formValue)?.stored ?? '';
}
