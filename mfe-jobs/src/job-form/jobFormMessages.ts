import type { RecordOf } from 'shared-contracts/contract';
import type { FormToasts } from 'shared-contracts/controllers/form';

type Job = RecordOf['jobs'];

// A refused form shows the controller's "Validation Error" toast (the specification's words for missing fields).
export const CREATE_TOASTS: FormToasts<Job> = {
  success: (job) => ({ title: 'Job Created Successfully', description: `Job ${job.id} has been created and scheduled` }),
  failure: { title: 'Error', description: 'Failed to create job' },
};

export const UPDATE_TOASTS: FormToasts<Job> = {
  success: (job) => ({ title: 'Job Updated Successfully', description: `Job ${job.id} has been updated` }),
  failure: { title: 'Error', description: 'Failed to update job' },
};
