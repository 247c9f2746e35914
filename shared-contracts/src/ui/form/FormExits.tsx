import type { ReactNode } from 'react';
import { type LeaveGuard, useNavigate } from 'shared-contracts/ui';

import { FormLeaveDialog } from './FormPage';
import { type TheirChanges, TheirChangesNotice } from './TheirChangesNotice';

/** What a form does once done: open where the saved record is shown, or go back without saving. */
interface FormDone<T> {
  onSaved: (record: T) => void;
  onCancel: () => void;
}

interface FormExitsProps<T> {
  /** The form's controller (useCreateController, useEditController). */
  form: { leave: LeaveGuard; theirs?: TheirChanges };
  /** Where a save leads: the record's page, or the list it joins. */
  savedTo: string | ((record: T) => string);
  /** Where Cancel leads. */
  cancelTo: string;
  /** The form, given what it does once done. */
  children: (done: FormDone<T>) => ReactNode;
}

/**
 * Where a form leads once done: a save opens `savedTo` at once, Cancel goes to `cancelTo`, and leaving any other
 * way with unsaved changes asks first. Above the form, an edit form's notice of someone else's save of its record.
 *
 * @example <FormExits form={form} savedTo={detail} cancelTo={detail}>{(done) => <ClientForm form={form} {...done} />}</FormExits>
 */
export function FormExits<T extends { id: string }>({ form, savedTo, cancelTo, children }: FormExitsProps<T>) {
  const navigate = useNavigate();
  const done: FormDone<T> = {
    onSaved: (record) => form.leave.navigateAway(typeof savedTo === 'string' ? savedTo : savedTo(record)),
    onCancel: () => navigate(cancelTo),
  };
  return (
    <>
      {form.theirs && <TheirChangesNotice changes={form.theirs} />}
      {children(done)}
      <FormLeaveDialog form={form} />
    </>
  );
}
