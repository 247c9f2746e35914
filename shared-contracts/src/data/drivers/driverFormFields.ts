import type { EmploymentType, LicenseClass } from 'shared-contracts/records';

/** The add-driver form's licence classes, each standing for a stored class; the first is the form's default, as the driver's declaration's. */
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
