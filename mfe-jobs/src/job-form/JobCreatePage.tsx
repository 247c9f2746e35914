import Box from '@mui/material/Box';
import { routes } from 'shared-contracts/contract';
import { useCreateForm } from 'shared-contracts/data';
import { ErrorView, LeaveDialog, LoadingView, PageHeader, useLeaveGuard, useNavigate } from 'shared-contracts/ui';
import { JobForm } from './JobForm';
import { CREATE_TOASTS } from './jobFormMessages';
import { EMPTY_JOB_FORM } from './jobFormValues';
import { useFormChoices } from './useFormChoices';

/** /admin/jobs/new: "Create New Job". */
export default function JobCreatePage() {
  const navigate = useNavigate();
  const choices = useFormChoices();
  const form = useCreateForm('jobs', { initial: EMPTY_JOB_FORM, toasts: CREATE_TOASTS });
  const guard = useLeaveGuard(form.dirty);

  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeader
        title="Create New Job"
        subtitle="Book a collection and delivery; fields marked * are required."
        back={{ label: 'Back to Jobs', to: routes.jobs.list }}
      />
      {choices.status === 'error' ? (
        <ErrorView title="The form could not be prepared" message="Clients, drivers or vehicles could not be loaded." onRetry={choices.reload} />
      ) : choices.status === 'loading' ? (
        <LoadingView label="Loading..." />
      ) : (
        <JobForm
          form={form}
          clients={choices.clients}
          drivers={choices.drivers}
          vehicles={choices.vehicles}
          submitLabel="Create Job"
          busyLabel="Creating..."
          onSaved={(job) => guard.navigateAway(routes.jobs.detail(job.id))}
          onCancel={() => navigate(routes.jobs.list)}
        />
      )}
      <LeaveDialog guard={guard} />
    </Box>
  );
}
