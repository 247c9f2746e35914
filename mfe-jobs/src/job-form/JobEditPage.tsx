import { useState } from 'react';
import Box from '@mui/material/Box';
import {
  ErrorView,
  type Job,
  LoadingView,
  NotFoundView,
  PageHeader,
  routes,
  showToast,
  useDataStore,
  useNavigate,
  useParams,
  useRecord,
} from 'shared-contracts';
import { JOB_NOT_FOUND_TITLE, jobNotFoundMessage } from '../common/jobNotFound';
import { JobForm } from './JobForm';
import { formValuesToJobInput, jobToFormValues, type JobFormValues } from './jobFormValues';
import { UPDATE_FAILURE, UPDATE_SUCCESS_TITLE, updateSuccessDescription } from './jobFormMessages';
import { LeaveDialog } from './LeaveDialog';
import { useFormChoices } from './useFormChoices';
import { useJobForm } from './useJobForm';
import { useLeaveGuard } from './useLeaveGuard';

function EditJobForm({ job, choices }: { job: Job; choices: ReturnType<typeof useFormChoices> }) {
  const store = useDataStore();
  const navigate = useNavigate();
  const form = useJobForm(jobToFormValues(job));
  const guard = useLeaveGuard(form.dirty);
  const [busy, setBusy] = useState(false);
  const detail = routes.jobs.detail(job.id);

  const save = async (values: JobFormValues) => {
    setBusy(true);
    try {
      const saved = await store.jobs.update(job.id, formValuesToJobInput(values));
      form.reset(values);
      showToast({ title: UPDATE_SUCCESS_TITLE, description: updateSuccessDescription(saved.id), variant: 'success' });
      navigate(detail);
    } catch (error) {
      console.error('Job update failed', error);
      showToast({ ...UPDATE_FAILURE, variant: 'error' });
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Edit Job" subtitle={`${job.id} · ${job.client_name}`} back={{ label: 'Back to Job', onClick: () => guard.requestLeave(detail) }} />
      <JobForm
        form={form}
        clients={choices.clients}
        drivers={choices.drivers}
        vehicles={choices.vehicles}
        keepDriverId={job.driver_id ?? ''}
        keepVehicleId={job.vehicle_id ?? ''}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        busy={busy}
        onSubmit={save}
        onCancel={() => guard.requestLeave(detail)}
      />
      <LeaveDialog open={guard.pending !== null} onStay={guard.cancelLeave} onLeave={guard.confirmLeave} />
    </>
  );
}

/**
 * /admin/jobs/{jobId}/edit: the create form filled in with the job, saved back to the store.
 * Leaving with unsaved changes asks first.
 */
export function JobEditPage() {
  const { jobId = '' } = useParams();
  const job = useRecord('jobs', jobId);
  const choices = useFormChoices();

  if (job.status === 'not-found') {
    return <NotFoundView title={JOB_NOT_FOUND_TITLE} message={jobNotFoundMessage(jobId)} backTo={routes.jobs.list} backLabel="Back to Jobs" />;
  }
  const failed = job.status === 'error' || choices.status === 'error';
  const ready = job.data && choices.status === 'ready';
  return (
    <Box sx={{ maxWidth: 960 }}>
      {ready ? (
        // Keyed by job so a different job starts a fresh form.
        <EditJobForm key={job.data!.id} job={job.data!} choices={choices} />
      ) : (
        <>
          <PageHeader title="Edit Job" back={{ label: 'Back to Job', to: routes.jobs.detail(jobId) }} />
          {failed ? (
            <ErrorView
              title="This job could not be loaded"
              message="Please try again."
              onRetry={() => {
                job.reload();
                choices.reload();
              }}
            />
          ) : (
            <LoadingView label="Loading..." />
          )}
        </>
      )}
    </Box>
  );
}
