import { useState } from 'react';
import { type RecordOf, routes } from 'shared-contracts/contract';
import { useEditController } from 'shared-contracts/controllers/form';
import { combineLoads, useGetOne } from 'shared-contracts/data';
import { PageHeader, useNavigate, useParams } from 'shared-contracts/ui';
import { FormExits, FormPage } from 'shared-contracts/ui/form';

import { jobNotFound } from '../common/jobNotFound';
import { JobForm } from './JobForm';
import { UPDATE_TOASTS } from './jobFormMessages';
import { JOB_FIELD_KINDS, jobToFormValues } from './jobFormValues';
import { type JobFormChoices, useJobFormChoices } from './useJobFormChoices';

type Job = RecordOf['jobs'];

const FAILURE = { title: 'This job could not be loaded', message: 'Please try again.' };

function EditJobForm({ job, choices }: { job: Job; choices: JobFormChoices }) {
  const navigate = useNavigate();
  const form = useEditController('jobs', job, {
    initial: jobToFormValues(job),
    toValues: jobToFormValues,
    kinds: JOB_FIELD_KINDS,
    toasts: UPDATE_TOASTS,
  });
  const detail = routes.jobs.detail(job.id);
  const client = { id: job.client_id, company_name: job.client_name };
  return (
    <>
      <PageHeader
        title="Edit Job"
        subtitle={`${job.id} · ${job.client_name}`}
        back={{ label: 'Back to Job', onClick: () => navigate(detail) }}
      />
      {/* Someone else's save meanwhile is shown here, above the form, field by field. */}
      <FormExits form={form} savedTo={detail} cancelTo={detail}>
        {(done) => <JobForm form={form} choices={choices} client={client} submitLabel="Save Changes" busyLabel="Saving..." {...done} />}
      </FormExits>
    </>
  );
}

/**
 * /admin/jobs/{jobId}/edit: the create form filled in with the job. Only the fields the user changes
 * are saved; leaving with unsaved changes asks first.
 */
export default function JobEditPage() {
  const { id: jobId = '' } = useParams();
  const job = useGetOne('jobs', jobId);
  // The job as the form opened it: a save re-reads the job, and must not send the form back to loading its choices.
  const [opened, setOpened] = useState<Job>();
  if (job.data && opened?.id !== job.data.id) setOpened(job.data);
  const { load: choicesLoad, choices } = useJobFormChoices({ driverId: opened?.driver_id, vehicleId: opened?.vehicle_id });
  const load = combineLoads(job, choicesLoad);
  return (
    <FormPage
      // Once everything is read the form draws its own header, with the job's name and a back button that asks first.
      header={
        load.status === 'ready' ? null : <PageHeader title="Edit Job" back={{ label: 'Back to Job', to: routes.jobs.detail(jobId) }} />
      }
      load={load}
      failure={FAILURE}
      notFound={jobNotFound(jobId)}
    >
      {/* Keyed by job so a different job starts a fresh form. */}
      {() => <EditJobForm key={opened!.id} job={opened!} choices={choices!} />}
    </FormPage>
  );
}
