import { toIsoDate, type SystemAlert, type SystemAlertStatus } from 'shared-contracts/contract';

export interface SystemAlertKpis {
  active: number;
  acknowledged: number;
  resolved: number;
  /** Raised today (local date), whatever their status. */
  totalToday: number;
}

/**
 * The four figures above the alerts table.
 *
 * @example systemAlertKpis(sampleAlerts, today) // { active: 3, acknowledged: 1, resolved: 1, totalToday: 3 }
 */
export function systemAlertKpis(alerts: readonly Pick<SystemAlert, 'status' | 'timestamp'>[], today: Date): SystemAlertKpis {
  const day = toIsoDate(today);
  const kpis: SystemAlertKpis = { active: 0, acknowledged: 0, resolved: 0, totalToday: 0 };
  for (const alert of alerts) {
    kpis[alert.status]++;
    if (toIsoDate(new Date(alert.timestamp)) === day) kpis.totalToday++;
  }
  return kpis;
}

/**
 * An alert type as a label.
 *
 * @example alertTypeLabel('harsh_braking') // 'Harsh Braking'
 */
export function alertTypeLabel(type: string): string {
  return type
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const STATUS_BADGES = {
  active: { label: 'Active', variant: 'destructive' },
  acknowledged: { label: 'Acknowledged', variant: 'secondary' },
  resolved: { label: 'Resolved', variant: 'success' },
} as const satisfies Record<SystemAlertStatus, { label: string; variant: string }>;

/** An alert status's badge: active red, acknowledged grey, resolved green. */
export const alertStatusBadge = (status: SystemAlertStatus) => STATUS_BADGES[status];
