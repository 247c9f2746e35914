export const SYSTEM_ALERT_SEVERITIES = ['high', 'medium', 'low'] as const;
export type SystemAlertSeverity = (typeof SYSTEM_ALERT_SEVERITIES)[number];

export const SYSTEM_ALERT_STATUSES = ['active', 'acknowledged', 'resolved'] as const;
export type SystemAlertStatus = (typeof SYSTEM_ALERT_STATUSES)[number];

export interface SystemAlert {
  id: string;
  /** e.g. speeding, temperature, geofence */
  type: string;
  severity: SystemAlertSeverity;
  title: string;
  description: string;
  /** Registration shown on the page */
  vehicle: string;
  /** Driver name shown on the page */
  driver: string;
  vehicle_id: string | null;
  driver_id: string | null;
  location: string;
  /** ISO date-time */
  timestamp: string;
  status: SystemAlertStatus;
}

export interface NewSystemAlertInput {
  type: string;
  severity: SystemAlertSeverity;
  title: string;
  description?: string;
  vehicle_id?: string | null;
  driver_id?: string | null;
  location?: string;
  timestamp?: string;
  status?: SystemAlertStatus;
}

export type SystemAlertPatch = Partial<NewSystemAlertInput>;
