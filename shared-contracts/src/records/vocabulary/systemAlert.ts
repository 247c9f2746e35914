export const SYSTEM_ALERT_SEVERITIES = ['high', 'medium', 'low'] as const;
export type SystemAlertSeverity = (typeof SYSTEM_ALERT_SEVERITIES)[number];

export const SYSTEM_ALERT_STATUSES = ['active', 'acknowledged', 'resolved'] as const;
export type SystemAlertStatus = (typeof SYSTEM_ALERT_STATUSES)[number];
