import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useNavigate } from '../router';

export interface LeaveGuard {
  /** Whether the "unsaved changes" question is open. */
  asking: boolean;
  /** Stays on the form. */
  stay: () => void;
  /** Leaves for wherever the user was going. */
  leave: () => void;
  /** Navigates without asking: after a save, or after the user chose to discard. */
  navigateAway: (to: string) => void;
}

/**
 * Asks before leaving a form with unsaved changes: any navigation inside the portal (the sidebar, a
 * link, Back, the form's own Cancel) waits for the answer in LeaveDialog, and closing or reloading
 * the tab gets the browser's own prompt.
 *
 * @example
 * const guard = useLeaveGuard(form.dirty);
 * // after a save: guard.navigateAway(routes.jobs.detail(job.id));
 * <LeaveDialog guard={guard} />
 */
export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

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

  const navigateAway = useCallback(
    (to: string) => {
      leaving.current = true;
      navigate(to);
    },
    [navigate],
  );

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    navigateAway,
  };
}
