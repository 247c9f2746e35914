import type { SystemAlert } from 'shared-contracts/contract';

/**
 * What a system alerts search looks in: title, type, vehicle and driver, and the description its
 * search box promises ("Search by alert type, vehicle, driver, or description...").
 */
export const systemAlertSearchFields = (alert: SystemAlert) => [alert.title, alert.type, alert.vehicle, alert.driver, alert.description];

/** The Alerts sidebar badge: system alerts still active. */
export function countActiveSystemAlerts(alerts: readonly Pick<SystemAlert, 'status'>[]): number {
  let count = 0;
  for (const alert of alerts) if (alert.status === 'active') count++;
  return count;
}
