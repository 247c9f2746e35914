import { routes } from 'shared-contracts/contract';
import { useCreateController } from 'shared-contracts/controllers/form';
import { CreatePage } from 'shared-contracts/ui/form';

import { JobForm } from './JobForm';
import { CREATE_TOASTS } from './jobFormMessages';
import { EMPTY_JOB_FORM, JOB_FIELD_KINDS } from './jobFormValues';
import { useJobFormChoices } from './useJobFormChoices';

const HEADER = {
  title: 'Create New Job',
  subtitle: 'Book a collection and delivery; fields marked * are required.',
  back: { label: 'Back to Jobs', to: routes.jobs.list },
};
const FAILURE = { title: 'The form could not be prepared', message: 'Drivers or vehicles could not be loaded.' };

/** /admin/jobs/new: "Create New Job"; the form shows once the drivers and vehicles it offers are read. */
export default function JobCreatePage() {
  const { load, choices } = useJobFormChoices();
  const form = useCreateController('jobs', { initial: EMPTY_JOB_FORM, kinds: JOB_FIELD_KINDS, toasts: CREATE_TOASTS });
  return (
    <CreatePage form={form} header={HEADER} savedTo={(job) => routes.jobs.detail(job.id)} load={load} failure={FAILURE}>
      {(done) => <JobForm form={form} choices={choices!} submitLabel="Create Job" busyLabel="Creating..." {...done} />}
    </CreatePage>
  );
}
