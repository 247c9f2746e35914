import { lazy, Suspense, useState } from 'react';

import type { LeaveGuard } from './useLeaveGuard';

// The dialog's code (MUI's Dialog, Modal and focus trap) loads the first time it is needed, so the
// forms that show it, and every page of the portal, do not download it up front.
const DiscardChangesDialog = lazy(() => import('./DiscardChangesDialog'));

/**
 * The question asked before leaving a form with unsaved changes (see useLeaveGuard).
 *
 * @example <LeaveDialog guard={useLeaveGuard(form.dirty)} />
 */
export function LeaveDialog({ guard }: { guard: LeaveGuard }) {
  // Mounted from the first question on, so it can animate closed.
  const [asked, setAsked] = useState(false);
  if (guard.asking && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <DiscardChangesDialog guard={guard} />
    </Suspense>
  );
}
