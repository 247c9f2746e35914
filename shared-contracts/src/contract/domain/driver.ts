export const LICENSE_CLASSES = ['C1', 'C1E', 'C', 'CE', 'D', 'DE'] as const;
export type LicenseClass = (typeof LICENSE_CLASSES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contractor'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const DRIVER_STATUSES = ['on_job', 'available', 'off_duty', 'on_break'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export interface Driver {
  /** DRV-nnn */
  id: string;
  /** Payroll number, distinct from the record id. */
  driver_id: string;
  name: string;
  email: string;
  phone: string;
  license_number: string;
  license_class: LicenseClass;
  /** yyyy-mm-dd, or '' when not recorded */
  license_expiry: string;
  employment_type: EmploymentType;
  is_active: boolean;
  hourly_rate: number;
  jobs_completed: number;
  /** 0 to 5 */
  rating: number;
  /** yyyy-mm-dd */
  date_joined: string;
  /** Vehicle id, kept in step with the vehicle's driver_assigned. */
  current_vehicle: string | null;
  current_status: DriverStatus;
  location: string;
}

export interface NewDriverInput {
  name: string;
  email: string;
  phone: string;
  license_number: string;
  employment_type: EmploymentType;
  license_class?: LicenseClass;
  license_expiry?: string;
  hourly_rate?: number;
  is_active?: boolean;
}

export type DriverPatch = Partial<NewDriverInput> & {
  current_status?: DriverStatus;
  current_vehicle?: string | null;
  location?: string;
  rating?: number;
};
