export const LICENSE_CLASSES = ['C1', 'C1E', 'C', 'CE', 'D', 'DE'] as const;
export type LicenseClass = (typeof LICENSE_CLASSES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contractor'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const DRIVER_STATUSES = ['on_job', 'available', 'off_duty', 'on_break'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];
