import {
  DEFAULT_PORTER_COUNT,
  JOB_TYPES,
  PORTER_CHOICES,
  isAvailableDriver,
  isAvailableVehicle,
  type Driver,
  type Job,
  type JobType,
  type NewJobInput,
  type Vehicle,
} from 'shared-contracts';

/** The create/edit form's fields, as the inputs hold them (text). */
export interface JobFormValues {
  clientId: string;
  jobType: JobType | '';
  pickupAddress: string;
  deliveryAddress: string;
  pickupDate: string;
  pickupTime: string;
  driverId: string;
  vehicleId: string;
  porterCount: string;
  specialInstructions: string;
  estimatedValue: string;
}

export type JobFormField = keyof JobFormValues;
export type JobFormErrors = Partial<Record<JobFormField, string>>;

export const JOB_FORM_LABELS: Record<JobFormField, string> = {
  clientId: 'Client',
  jobType: 'Job Type',
  pickupAddress: 'Pickup Address',
  deliveryAddress: 'Delivery Address',
  pickupDate: 'Pickup Date',
  pickupTime: 'Pickup Time',
  driverId: 'Driver',
  vehicleId: 'Vehicle',
  porterCount: 'Number of Porters',
  specialInstructions: 'Special Instructions',
  estimatedValue: 'Estimated Value (£)',
};

/** The fields the specification makes required, in the order the form shows them. */
export const REQUIRED_JOB_FIELDS = ['clientId', 'jobType', 'pickupAddress', 'deliveryAddress', 'pickupDate'] as const satisfies readonly JobFormField[];

export const VALIDATION_TOAST = { title: 'Validation Error', description: 'Please fill in all required fields' } as const;

export const PORTER_OPTIONS = PORTER_CHOICES.map((count) => ({
  value: String(count),
  label: count === PORTER_CHOICES[PORTER_CHOICES.length - 1] ? `${count}+` : String(count),
}));

export const EMPTY_JOB_FORM: JobFormValues = {
  clientId: '',
  jobType: '',
  pickupAddress: '',
  deliveryAddress: '',
  pickupDate: '',
  pickupTime: '',
  driverId: '',
  vehicleId: '',
  porterCount: String(DEFAULT_PORTER_COUNT),
  specialInstructions: '',
  estimatedValue: '',
};

/** The form filled in from a stored job, for editing. */
export function jobToFormValues(job: Job): JobFormValues {
  const porters = Math.min(Math.max(job.porter_count, PORTER_CHOICES[0]), PORTER_CHOICES[PORTER_CHOICES.length - 1]);
  return {
    clientId: job.client_id,
    jobType: (JOB_TYPES as readonly string[]).includes(job.job_type) ? job.job_type : '',
    pickupAddress: job.pickup_address,
    deliveryAddress: job.delivery_address,
    pickupDate: job.pickup_date,
    pickupTime: job.pickup_time,
    driverId: job.driver_id ?? '',
    vehicleId: job.vehicle_id ?? '',
    porterCount: String(porters),
    specialInstructions: job.special_requirements,
    estimatedValue: job.total_amount ? String(job.total_amount) : '',
  };
}

/**
 * The one validation of the job form: it drives the message under each field and, when
 * anything is wrong, the "Validation Error" toast.
 *
 * @example validateJobForm(EMPTY_JOB_FORM).clientId // 'Client is required'
 */
export function validateJobForm(values: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  for (const field of REQUIRED_JOB_FIELDS) {
    if (values[field].trim() === '') errors[field] = `${JOB_FORM_LABELS[field]} is required`;
  }
  if (values.estimatedValue.trim() !== '') {
    const amount = Number(values.estimatedValue);
    if (!Number.isFinite(amount) || amount < 0) errors.estimatedValue = 'Enter an amount of £0 or more';
  }
  return errors;
}

export const hasErrors = (errors: JobFormErrors) => Object.keys(errors).length > 0;

/** What the store's create (or update) receives from a valid form. */
export function formValuesToJobInput(values: JobFormValues): NewJobInput {
  return {
    client_id: values.clientId,
    job_type: values.jobType as JobType,
    pickup_address: values.pickupAddress.trim(),
    delivery_address: values.deliveryAddress.trim(),
    pickup_date: values.pickupDate,
    ...(values.pickupTime ? { pickup_time: values.pickupTime } : {}),
    driver_id: values.driverId || null,
    vehicle_id: values.vehicleId || null,
    porter_count: Number(values.porterCount) || DEFAULT_PORTER_COUNT,
    total_amount: values.estimatedValue.trim() === '' ? 0 : Number(values.estimatedValue),
    special_requirements: values.specialInstructions.trim(),
  };
}

/** Whether the form differs from where it started (edit asks before leaving then). */
export function isFormDirty(initial: JobFormValues, current: JobFormValues): boolean {
  return (Object.keys(initial) as JobFormField[]).some((field) => initial[field] !== current[field]);
}

/**
 * Drivers offered: active and available, plus the one already assigned (when editing) so it is not lost.
 *
 * @example driverChoices(drivers, 'DRV-004') // available drivers, and DRV-004 whatever its status
 */
export function driverChoices(drivers: readonly Driver[], keepId = ''): Driver[] {
  return drivers.filter((driver) => isAvailableDriver(driver) || driver.id === keepId);
}

/** Vehicles offered: status available, plus the one already assigned (when editing). */
export function vehicleChoices(vehicles: readonly Vehicle[], keepId = ''): Vehicle[] {
  return vehicles.filter((vehicle) => isAvailableVehicle(vehicle) || vehicle.id === keepId);
}
