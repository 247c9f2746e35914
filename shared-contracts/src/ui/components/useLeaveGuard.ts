import { useCallback, useEffect, useRef, useState } from 'react';

import { Action, type Transition, useNavigate, useRouterHistory } from '../router';

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
  const history = useRouterHistory();
  const [held, setHeld] = useState<Transition | null>(null);
  const stopGuarding = useRef(() => {});

  useEffect(() => {
    if (!dirty) return undefined;
    let release = history.block(function hold(transition) {
      const { pathname, search } = history.location;
      // A link to the page the form is on (a push or replace of the same address) is no leave: let it
      // through and keep guarding. Back and Forward are retried asynchronously, so they always ask.
      if (transition.action !== Action.Pop && transition.location.pathname === pathname && transition.location.search === search) {
        release();
        transition.retry();
        release = history.block(hold);
        return;
      }
      setHeld(transition);
    });
    stopGuarding.current = () => release();
    return () => release();
  }, [dirty, history]);

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
      stopGuarding.current();
      navigate(to);
    },
    [navigate],
  );

  return {
    asking: held !== null,
    stay: () => setHeld(null),
    leave: () => {
      if (!held) return;
      stopGuarding.current();
      setHeld(null);
      held.retry();
    },
    navigateAway,
  };
}
