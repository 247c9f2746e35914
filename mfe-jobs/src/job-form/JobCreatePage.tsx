import { useState } from 'react';
import Box from '@mui/material/Box';
import { ErrorView, LoadingView, PageHeader, routes, showToast, useDataStore, useNavigate } from 'shared-contracts';
import { JobForm } from './JobForm';
import { EMPTY_JOB_FORM, formValuesToJobInput, type JobFormValues } from './jobFormValues';
import { CREATE_FAILURE, CREATE_SUCCESS_TITLE, createSuccessDescription } from './jobFormMessages';
import { useFormChoices } from './useFormChoices';
import { useJobForm } from './useJobForm';

/** /admin/jobs/new: "Create New Job". */
export function JobCreatePage() {
  const store = useDataStore();
  const navigate = useNavigate();
  const choices = useFormChoices();
  const form = useJobForm(EMPTY_JOB_FORM);
  const [busy, setBusy] = useState(false);

  const create = async (values: JobFormValues) => {
    setBusy(true);
    try {
      const job = await store.jobs.create(formValuesToJobInput(values));
      showToast({ title: CREATE_SUCCESS_TITLE, description: createSuccessDescription(job.id), variant: 'success' });
      navigate(routes.jobs.detail(job.id));
    } catch (error) {
      console.error('Job creation failed', error);
      showToast({ ...CREATE_FAILURE, variant: 'error' });
      setBusy(false);
    }
  };

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
          busy={busy}
          onSubmit={create}
          onCancel={() => navigate(routes.jobs.list)}
        />
      )}
    </Box>
  );
}
