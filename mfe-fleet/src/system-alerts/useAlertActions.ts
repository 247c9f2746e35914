import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type RecordOf, showToast } from 'shared-contracts/contract';

type SystemAlert = RecordOf['systemAlerts'];
import { useCan, useUpdate } from 'shared-contracts/data';

type AlertAction = 'acknowledged' | 'resolved';

const DONE_TOASTS: Record<AlertAction, (alert: SystemAlert) => { title: string; description: string }> = {
  acknowledged: (alert) => ({ title: 'Alert Acknowledged', description: `"${alert.title}" has been acknowledged.` }),
  resolved: (alert) => ({ title: 'Alert Resolved', description: `"${alert.title}" has been resolved.` }),
};
const FAILED_TOAST = { title: 'Error', description: 'Failed to update the alert. Please try again.' } as const;

export interface AlertActions {
  /** Sets the alert's status through the provider, so every count (the figures, the sidebar badge) follows. */
  setStatus: (alert: SystemAlert, status: AlertAction) => Promise<void>;
  /** The alert being saved, if any. */
  busyId: string | null;
  /** What the signed-in role may do to an alert. */
  may: Record<AlertAction, boolean>;
}

/** Acknowledge and Resolve (beyond the specification, which leaves them inert): they change the alert's status. */
export function useAlertActions(): AlertActions {
  const { run } = useUpdate('systemAlerts');
  // The latest write function, so setStatus (and the columns built with it) stays the same between renders.
  const update = useRef(run);
  useEffect(() => {
    update.current = run;
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const acknowledged = useCan('systemAlerts', 'acknowledge');
  const resolved = useCan('systemAlerts', 'resolve');
  const setStatus = useCallback(async (alert: SystemAlert, status: AlertAction) => {
    setBusyId(alert.id);
    try {
      await update.current(alert.id, { status }, alert.version);
      showToast({ ...DONE_TOASTS[status](alert), variant: 'success' });
    } catch (error) {
      console.error('Updating the alert failed', error);
      showToast({ ...FAILED_TOAST, variant: 'error' });
    } finally {
      setBusyId(null);
    }
  }, []);
  return useMemo(() => ({ setStatus, busyId, may: { acknowledged, resolved } }), [setStatus, busyId, acknowledged, resolved]);
}
