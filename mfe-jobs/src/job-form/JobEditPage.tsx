import Box from '@mui/material/Box';
import { routes, type Job } from 'shared-contracts/contract';
import { useEditForm, useRecord } from 'shared-contracts/data';
import { ErrorView, LeaveDialog, LoadingView, NotFoundView, PageHeader, useLeaveGuard, useNavigate, useParams } from 'shared-contracts/ui';
import { JOB_NOT_FOUND_TITLE, jobNotFoundMessage } from '../common/jobNotFound';
import { JobForm } from './JobForm';
import { UPDATE_TOASTS } from './jobFormMessages';
import { jobToFormValues } from './jobFormValues';
import { useFormChoices } from './useFormChoices';

function EditJobForm({ job, choices }: { job: Job; choices: ReturnType<typeof useFormChoices> }) {
  const navigate = useNavigate();
  const form = useEditForm('jobs', job.id, { initial: jobToFormValues(job), toasts: UPDATE_TOASTS });
  const guard = useLeaveGuard(form.dirty);
  const detail = routes.jobs.detail(job.id);

  return (
    <>
      <PageHeader title="Edit Job" subtitle={`${job.id} · ${job.client_name}`} back={{ label: 'Back to Job', onClick: () => navigate(detail) }} />
      <JobForm
        form={form}
        clients={choices.clients}
        drivers={choices.drivers}
        vehicles={choices.vehicles}
        keepDriverId={job.driver_id ?? ''}
        keepVehicleId={job.vehicle_id ?? ''}
        submitLabel="Save Changes"
        busyLabel="Saving..."
        onSaved={() => guard.navigateAway(detail)}
        onCancel={() => navigate(detail)}
      />
      <LeaveDialog guard={guard} />
    </>
  );
}

/**
 * /admin/jobs/{jobId}/edit: the create form filled in with the job. Only the fields the user changes
 * are saved; leaving with unsaved changes asks first.
 */
export default function JobEditPage() {
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
