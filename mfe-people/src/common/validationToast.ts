import type { ToastMessage } from 'shared-contracts/contract';

const REQUIRED = /is required$/;

/**
 * The toast for a refused form: the specification's "Please fill in all required fields" when a
 * required field is empty, else a pointer to the fields in error (a malformed e-mail, say).
 *
 * @example validationToast({ email: 'Email is required' }) // { title: 'Validation Error', description: 'Please fill in all required fields' }
 */
export function validationToast(errors: Record<string, string>): ToastMessage {
  const missing = Object.values(errors).some((message) => REQUIRED.test(message));
  return { title: 'Validation Error', description: missing ? 'Please fill in all required fields' : 'Please correct the highlighted fields' };
}
