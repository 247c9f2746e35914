import { isDataError } from 'shared-contracts/contract';

/**
 * What to tell a person about a call that failed for another reason than their input: their role, their session, the
 * data out of reach.
 *
 * @example refusalMessage(new ForbiddenError()) // 'Your role may not do this.'
 */
export function refusalMessage(error: unknown): string {
  if (isDataError(error, 'forbidden')) return 'Your role may not do this.';
  if (isDataError(error, 'unauthorized')) return 'Your session has ended: sign in again.';
  if (isDataError(error, 'not-found')) return 'That account no longer exists: reload the list.';
  return 'The data could not be reached. Try again in a moment.';
}
