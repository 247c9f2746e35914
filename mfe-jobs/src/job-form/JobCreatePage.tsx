import { routes } from 'shared-contracts/contract';
import { FormLeaveDialog, FormPage, useCreateController } from 'shared-contracts/controllers/form';
import { PageHeader, useNavigate } from 'shared-contracts/ui';
import { JobForm } from './JobForm';
import { CREATE_TOASTS } from './jobFormMessages';
import { EMPTY_JOB_FORM, JOB_FIELD_KINDS } from './jobFormValues';
import { useJobFormChoices, type JobFormChoices } from './useJobFormChoices';

const FAILURE = { title: 'The form could not be prepared', message: 'Drivers or vehicles could not be loaded.' };

function CreateJobForm({ choices }: { choices: JobFormChoices }) {
  const navigate = useNavigate();
  const form = useCreateController('jobs', { initial: EMPTY_JOB_FORM, kinds: JOB_FIELD_KINDS, toasts: CREATE_TOASTS });
  return (
    <>
      <JobForm
        form={form}
        choices={choices}
        submitLabel="Create Job"
        busyLabel="Creating..."
        onSaved={(job) => form.leave.navigateAway(routes.jobs.detail(job.id))}
        onCancel={() => navigate(routes.jobs.list)}
      />
      <FormLeaveDialog form={form} />
    </>
  );
}

/** /admin/jobs/new: "Create New Job". */
export default function JobCreatePage() {
  const { load, choices } = useJobFormChoices();
  return (
    <FormPage
      header={<PageHeader title="Create New Job" subtitle="Book a collection and delivery; fields marked * are required." back={{ label: 'Back to Jobs', to: routes.jobs.list }} />}
      load={load}
      failure={FAILURE}
    >
      {() => <CreateJobForm choices={choices!} />}
    </FormPage>
  );
}
