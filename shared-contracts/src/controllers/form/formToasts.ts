import type { FieldErrors, ToastMessage } from 'shared-contracts/contract';

/** The specification's toast for a form with a required field left empty. */
const REQUIRED_FIELDS_TOAST: ToastMessage = { title: 'Validation Error', description: 'Please fill in all required fields' };

/** The toasts a form shows; `success` reads the saved record. */
export interface FormToasts<T> {
  success: (record: T) => ToastMessage;
  /** A field is wrong (the same messages show under the inputs). Default: `validationToast`. */
  invalid?: (errors: FieldErrors) => ToastMessage;
  /** The provider refused for any other reason, or could not be reached. */
  failure: ToastMessage;
}

/**
 * The toast for a refused form: the specification's "Please fill in all required fields" when a required
 * field is empty, else the first problem in the form's order ("Email must be a valid e-mail address").
 *
 * @example validationToast({ email: { code: 'required', message: 'Email is required' } })
 * // { title: 'Validation Error', description: 'Please fill in all required fields' }
 */
export function validationToast(errors: FieldErrors): ToastMessage {
  const all = Object.values(errors);
  if (all.length === 0 || all.some((error) => error.code === 'required')) return REQUIRED_FIELDS_TOAST;
  return { title: 'Validation Error', description: all[0].message };
}

/** A save refused because someone else changed the record meanwhile; what was typed stays in the form. */
export const CONFLICT_TOAST: ToastMessage = {
  title: 'This record was changed',
  description: 'Someone else saved it while you were editing. Your changes are still here: reload it to see theirs.',
};
