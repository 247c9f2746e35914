import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { LoadStatus } from 'shared-contracts/contract';
import { ErrorView, LeaveDialog, type LeaveGuard, LoadingView, NotFoundView, type NotFoundViewProps } from 'shared-contracts/ui';

export interface FormPageProps {
  /** The page's PageHeader. */
  header: ReactNode;
  /** What the form needs read first (the record, its choices), as one: see combineLoads. Omit when nothing is. */
  load?: { status: LoadStatus; retry: () => void };
  /** The error view's words when it cannot be read. */
  failure?: { title: string; message: string };
  /** The not-found view for an unknown id. */
  notFound?: NotFoundViewProps;
  /** The form, drawn once everything is read. */
  children: () => ReactNode;
}

const DEFAULT_FAILURE = { title: 'This form could not be prepared', message: 'Please try again.' };

/**
 * Every create and edit page: its header, then the form once what it needs is read, or the loading, error
 * (with Retry) and not-found states. An area's form page is its fields.
 *
 * @example <FormPage header={<PageHeader title="Edit Job" />} load={combineLoads(job, choices)} notFound={…}>{() => <EditJobForm job={job.data!} />}</FormPage>
 */
export function FormPage({ header, load, failure = DEFAULT_FAILURE, notFound, children }: FormPageProps) {
  if (load?.status === 'not-found' && notFound) return <NotFoundView {...notFound} />;
  return (
    <Box sx={{ maxWidth: 960 }}>
      {header}
      {!load || load.status === 'ready' ? (
        children()
      ) : load.status === 'loading' ? (
        <LoadingView label="Loading..." />
      ) : (
        <ErrorView title={failure.title} message={failure.message} onRetry={load.retry} />
      )}
    </Box>
  );
}

/** The "Discard unsaved changes?" question of a form (its controller's `leave`). */
export function FormLeaveDialog({ form }: { form: { leave: LeaveGuard } }) {
  return <LeaveDialog guard={form.leave} />;
}
