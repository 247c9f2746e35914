import {
  DRIVER_STATUSES,
  EMPLOYMENT_TYPES,
  LICENSE_CLASSES,
  type EmploymentType,
  type LicenseClass,
  type NewDriverInput,
} from 'shared-contracts/contract';
import type { EntitySchema } from '../schema/entitySchema';
import { boolean, email, isoDate, number, oneOf, phone, reference, text } from '../schema/fields';

export const DRIVER_FIELD_LABELS = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  license_number: 'License Number',
  employment_type: 'Employment Type',
  license_class: 'License Class',
  license_expiry: 'License Expiry',
  hourly_rate: 'Hourly Rate (£)',
  is_active: 'Active',
  current_status: 'Status',
  location: 'Location',
  rating: 'Rating',
  current_vehicle: 'Vehicle',
} as const;

/** The add-driver form's licence classes, each standing for a stored class; the first is the default. */
export const DRIVER_FORM_LICENSE_CLASSES = [
  { value: 'Class C', stored: 'C' },
  { value: 'Class C+E', stored: 'CE' },
  { value: 'Class D', stored: 'D' },
  { value: 'Class D+E', stored: 'DE' },
] as const satisfies ReadonlyArray<{ value: string; stored: LicenseClass }>;

/** The add-driver form's employment values, which differ from the stored ones. */
export const DRIVER_FORM_EMPLOYMENT_TYPES = [
  { value: 'employed', label: 'Employed', stored: 'full_time' },
  { value: 'self_employed', label: 'Self-Employed', stored: 'contractor' },
] as const satisfies ReadonlyArray<{ value: string; label: string; stored: EmploymentType }>;

const L = DRIVER_FIELD_LABELS;

/** A driver: name, e-mail, phone, licence number, employment type and licence expiry are required; e-mail and phone must read as such. */
export const driverSchema: EntitySchema<NewDriverInput> = {
  labels: DRIVER_FIELD_LABELS,
  fields: () => ({
    name: text(L.name, { required: true }),
    email: email(L.email, { required: true }),
    phone: phone(L.phone, { required: true }),
    license_number: text(L.license_number, { required: true, upperCase: true }),
    employment_type: oneOf(L.employment_type, EMPLOYMENT_TYPES, { required: true }),
    license_class: oneOf(L.license_class, LICENSE_CLASSES),
    license_expiry: isoDate(L.license_expiry, { required: true }),
    hourly_rate: number(L.hourly_rate, { min: 0 }),
    is_active: boolean(L.is_active),
  }),
  stateFields: () => ({
    current_status: oneOf(L.current_status, DRIVER_STATUSES),
    location: text(L.location),
    rating: number(L.rating, { min: 0, max: 5 }),
    current_vehicle: reference(L.current_vehicle),
  }),
  defaults: { license_class: DRIVER_FORM_LICENSE_CLASSES[0].stored, hourly_rate: 0, is_active: true },
};
