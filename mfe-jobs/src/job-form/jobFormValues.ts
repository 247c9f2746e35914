import { DEFAULT_PORTER_COUNT, inputKindsOf, type Job, JOB_RECORD } from 'shared-contracts/records';

/** The create/edit form's inputs, by the store's field names (the job schema reads them as they are). */
export type JobFormValues = {
  client_id: string;
  job_type: string;
  pickup_address: string;
  delivery_address: string;
  pickup_date: string;
  pickup_time: string;
  driver_id: string;
  vehicle_id: string;
  porter_count: string;
  special_requirements: string;
  total_amount: string;
};

export const EMPTY_JOB_FORM: JobFormValues = {
  client_id: '',
  job_type: '',
  pickup_address: '',
  delivery_address: '',
  pickup_date: '',
  pickup_time: '',
  driver_id: '',
  vehicle_id: '',
  porter_count: String(DEFAULT_PORTER_COUNT),
  special_requirements: '',
  total_amount: '',
};

/** The form filled in from a stored job, every value as it is stored. */
export function jobToFormValues(job: Job): JobFormValues {
  return {
    client_id: job.client_id,
    job_type: job.job_type,
    pickup_address: job.pickup_address,
    delivery_address: job.delivery_address,
    pickup_date: job.pickup_date,
    pickup_time: job.pickup_time,
    driver_id: job.driver_id ?? '',
    vehicle_id: job.vehicle_id ?? '',
    porter_count: String(job.porter_count),
    special_requirements: job.special_requirements,
    total_amount: job.total_amount ? String(job.total_amount) : '',
  };
}

/** The porter choices, 1 to "5+"; a stored job with more porters keeps its own count as a choice. */
export function porterOptions(current: string): Array<{ value: string; label: string }> {
  const choices = [1, 2, 3, 4, 5].map((count) => ({ value: String(count), label: count === 5 ? '5+' : String(count) }));
  return current === '' || choices.some((choice) => choice.value === current) ? choices : [...choices, { value: current, label: current }];
}

/** How the provider reads each field's text, as the job's declaration types it. */
export const JOB_FIELD_KINDS = inputKindsOf(JOB_RECORD);

/**
 * The choices the provider offered, with the record the job already has (when editing) kept among them in the same
 * order, so it is not lost when it is no longer available.
 *
 * @example withCurrent(availableDrivers, jobsDriver, (driver) => driver.name)
 */
export function withCurrent<T extends { id: string }>(
  choices: readonly T[],
  current: T | undefined,
  label: (choice: T) => string,
): readonly T[] {
  if (!current || choices.some((choice) => choice.id === current.id)) return choices;
  const at = choices.findIndex((choice) => label(choice).localeCompare(label(current), 'en-GB') > 0);
  return at < 0 ? [...choices, current] : [...choices.slice(0, at), current, ...choices.slice(at)];
}
