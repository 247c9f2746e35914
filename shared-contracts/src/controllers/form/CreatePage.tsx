import type { ReactNode } from 'react';
import { PageHeader, useNavigate, type LeaveGuard } from 'shared-contracts/ui';
import { FormLeaveDialog, FormPage, type FormPageProps } from './FormPage';

/** What a create form does once done: open where the saved record is shown, or go back without saving. */
interface CreateFormDone<T> {
  onSaved: (record: T) => void;
  onCancel: () => void;
}

interface CreatePageProps<T> extends Pick<FormPageProps, 'load' | 'failure'> {
  /** The create controller (useCreateController). */
  form: { leave: LeaveGuard };
  /** The header's words; Cancel goes back where `back` leads. */
  header: { title: string; subtitle: string; back: { label: string; to: string } };
  /** Where a saved record opens: its page, or the list it joins. */
  savedTo: string | ((record: T) => string);
  /** The form, given what it does once done. */
  children: (done: CreateFormDone<T>) => ReactNode;
}

/**
 * Every create page: its header, the form (once what it needs is read), and the question before leaving
 * unsaved changes; a save opens `savedTo`, Cancel goes back.
 *
 * @example <CreatePage form={form} header={HEADER} savedTo={(job) => routes.jobs.detail(job.id)}>{(done) => <JobForm form={form} {...done} />}</CreatePage>
 */
export function CreatePage<T extends { id: string }>({ form, header, savedTo, load, failure, children }: CreatePageProps<T>) {
  const navigate = useNavigate();
  const done: CreateFormDone<T> = {
    onSaved: (record) => form.leave.navigateAway(typeof savedTo === 'string' ? savedTo : savedTo(record)),
    onCancel: () => navigate(header.back.to),
  };
  return (
    <>
      <FormPage header={<PageHeader {...header} />} load={load} failure={failure}>
        {() => children(done)}
      </FormPage>
      <FormLeaveDialog form={form} />
    </>
  );
}
