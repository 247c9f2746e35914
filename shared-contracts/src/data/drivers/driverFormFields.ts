import type { EmploymentType, LicenseClass } from 'shared-contracts/contract';

// What the driver forms show: each field's label, which the store's messages also use, and the choices that stand for stored values.
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
