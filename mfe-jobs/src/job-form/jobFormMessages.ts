import type { Job } from 'shared-contracts/contract';
import type { FormToasts } from 'shared-contracts/data';

const VALIDATION_TOAST = { title: 'Validation Error', description: 'Please fill in all required fields' } as const;

export const CREATE_TOASTS: FormToasts<Job> = {
  success: (job) => ({ title: 'Job Created Successfully', description: `Job ${job.id} has been created and scheduled` }),
  invalid: () => VALIDATION_TOAST,
  failure: { title: 'Error', description: 'Failed to create job' },
};

export const UPDATE_TOASTS: FormToasts<Job> = {
  success: (job) => ({ title: 'Job Updated Successfully', description: `Job ${job.id} has been updated` }),
  invalid: () => VALIDATION_TOAST,
  failure: { title: 'Error', description: 'Failed to update job' },
};
