import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'shared-contracts';

export interface LeaveGuard {
  /** Leaves for `to` at once, or asks first when there are unsaved changes. */
  requestLeave: (to: string) => void;
  /** The route waiting for an answer, if the question is open. */
  pending: string | null;
  confirmLeave: () => void;
  cancelLeave: () => void;
}

/**
 * Asks before leaving a form with unsaved changes. The host uses BrowserRouter, not a data
 * router, so react-router's useBlocker is unavailable: the form's own Cancel and back buttons
 * go through `requestLeave`, and closing or reloading the tab triggers the browser's own prompt.
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const requestLeave = useCallback(
    (to: string) => {
      if (dirty) setPending(to);
      else navigate(to);
    },
    [dirty, navigate],
  );
  const confirmLeave = useCallback(() => {
    if (pending !== null) navigate(pending);
    setPending(null);
  }, [navigate, pending]);
  const cancelLeave = useCallback(() => setPending(null), []);

  return { requestLeave, pending, confirmLeave, cancelLeave };
}
