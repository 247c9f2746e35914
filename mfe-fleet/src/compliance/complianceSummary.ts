import type { ComplianceAlert } from 'shared-contracts/domain';

/** A fleet row's tint: red for any critical alert, else orange for any high one, else none. */
export function rowAlertTone(alerts: readonly Pick<ComplianceAlert, 'severity'>[]): 'critical' | 'high' | undefined {
  if (alerts.some((alert) => alert.severity === 'critical')) return 'critical';
  if (alerts.some((alert) => alert.severity === 'high')) return 'high';
  return undefined;
}

/** How many alert titles a fleet row shows before "+n more". */
const SHOWN_ALERTS = 2;

/**
 * The alerts a fleet row names (the first two) and how many more it only counts.
 *
 * @example shownAlerts(threeAlerts) // { shown: [first, second], more: 1 }, drawn "+1 more"
 */
export function shownAlerts<T>(alerts: readonly T[]): { shown: readonly T[]; more: number } {
  return { shown: alerts.slice(0, SHOWN_ALERTS), more: Math.max(0, alerts.length - SHOWN_ALERTS) };
}
