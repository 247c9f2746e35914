import { calendarDaysBetween, parseIsoDate } from './calendar';
import type { Vehicle } from './vehicle';

export const COMPLIANCE_ALERT_TYPES = [
  'mot_expired',
  'mot_expiring',
  'road_tax_expired',
  'road_tax_expiring',
  'service_due',
] as const;
export type ComplianceAlertType = (typeof COMPLIANCE_ALERT_TYPES)[number];

export const COMPLIANCE_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type ComplianceSeverity = (typeof COMPLIANCE_SEVERITIES)[number];

export interface ComplianceAlert {
  id: string;
  vehicleId: string;
  registration: string;
  type: ComplianceAlertType;
  severity: ComplianceSeverity;
  title: string;
  description: string;
  daysUntilExpiry: number;
  expiryDate: string;
  actionRequired: string;
}

type ComplianceVehicle = Pick<Vehicle, 'id' | 'registration' | 'mot_expiry' | 'insurance_expiry' | 'service_due'>;

/** A missing or "Details not held" date counts as already expired. */
export const UNKNOWN_DATE_DAYS = -1;

/**
 * Low severity is not defined by the specification; this window keeps the fourth severity
 * reachable: a service due in 8 to 30 days is a low "Service Reminder".
 */
export const SERVICE_REMINDER_DAYS = 30;

/** Days from today to a date: the ceiling of the difference, -1 when the date is unknown. */
export function daysUntil(date: string | null | undefined, today: Date): number {
  const parsed = date ? parseIsoDate(date) : undefined;
  return parsed ? calendarDaysBetween(today, parsed) : UNKNOWN_DATE_DAYS;
}

const inDays = (days: number) => (days === 1 ? 'in 1 day' : `in ${days} days`);
const agoDays = (days: number) => (days === -1 ? '1 day ago' : `${-days} days ago`);
const when = (days: number) => (days < 0 ? agoDays(days) : days === 0 ? 'today' : inDays(days));

function motAlert(v: ComplianceVehicle, days: number): Omit<ComplianceAlert, 'id' | 'vehicleId' | 'registration'> | null {
  const base = { daysUntilExpiry: days, expiryDate: v.mot_expiry };
  if (days < 0)
    return { ...base, type: 'mot_expired', severity: 'critical', title: 'MOT Expired', description: `MOT expired ${when(days)}`, actionRequired: 'Take off the road and book an MOT test now' };
  if (days <= 7)
    return { ...base, type: 'mot_expiring', severity: 'critical', title: 'MOT Due Very Soon', description: `MOT expires ${when(days)}`, actionRequired: 'Book an MOT test this week' };
  if (days <= 30)
    return { ...base, type: 'mot_expiring', severity: 'high', title: 'MOT Due Soon', description: `MOT expires ${when(days)}`, actionRequired: 'Book an MOT test' };
  if (days <= 60)
    return { ...base, type: 'mot_expiring', severity: 'medium', title: 'MOT Reminder', description: `MOT expires ${when(days)}`, actionRequired: 'Plan an MOT test' };
  return null;
}

/** The specification reads road tax from the insurance expiry date. */
function roadTaxAlert(v: ComplianceVehicle, days: number): Omit<ComplianceAlert, 'id' | 'vehicleId' | 'registration'> | null {
  const base = { daysUntilExpiry: days, expiryDate: v.insurance_expiry };
  if (days < 0)
    return { ...base, type: 'road_tax_expired', severity: 'critical', title: 'Road Tax Expired', description: `Road tax expired ${when(days)}`, actionRequired: 'Tax the vehicle before it is driven' };
  if (days <= 7)
    return { ...base, type: 'road_tax_expiring', severity: 'critical', title: 'Road Tax Due Very Soon', description: `Road tax expires ${when(days)}`, actionRequired: 'Renew road tax this week' };
  if (days <= 14)
    return { ...base, type: 'road_tax_expiring', severity: 'high', title: 'Road Tax Due Soon', description: `Road tax expires ${when(days)}`, actionRequired: 'Renew road tax' };
  if (days <= 30)
    return { ...base, type: 'road_tax_expiring', severity: 'medium', title: 'Road Tax Reminder', description: `Road tax expires ${when(days)}`, actionRequired: 'Plan road tax renewal' };
  return null;
}

function serviceAlert(v: ComplianceVehicle, days: number): Omit<ComplianceAlert, 'id' | 'vehicleId' | 'registration'> | null {
  const base = { type: 'service_due' as const, daysUntilExpiry: days, expiryDate: v.service_due };
  if (days < 0)
    return { ...base, severity: 'high', title: 'Service Overdue', description: `Service was due ${when(days)}`, actionRequired: 'Book a service now' };
  if (days <= 7)
    return { ...base, severity: 'medium', title: 'Service Due Soon', description: `Service due ${when(days)}`, actionRequired: 'Book a service this week' };
  if (days <= SERVICE_REMINDER_DAYS)
    return { ...base, severity: 'low', title: 'Service Reminder', description: `Service due ${when(days)}`, actionRequired: 'Plan the next service' };
  return null;
}

const SEVERITY_RANK: Record<ComplianceSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Severity first (critical, high, medium, low), then the fewest days. */
export function compareComplianceAlerts(a: ComplianceAlert, b: ComplianceAlert): number {
  return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.daysUntilExpiry - b.daysUntilExpiry;
}

/**
 * The compliance alerts of one vehicle on a given day, sorted.
 *
 * @example complianceAlertsForVehicle(vehicle, new Date())[0]?.title // 'MOT Expired'
 */
export function complianceAlertsForVehicle(vehicle: ComplianceVehicle, today: Date): ComplianceAlert[] {
  const found = [
    motAlert(vehicle, daysUntil(vehicle.mot_expiry, today)),
    roadTaxAlert(vehicle, daysUntil(vehicle.insurance_expiry, today)),
    serviceAlert(vehicle, daysUntil(vehicle.service_due, today)),
  ];
  const alerts: ComplianceAlert[] = [];
  for (const alert of found) {
    if (alert) alerts.push({ ...alert, id: `${vehicle.id}-${alert.type}`, vehicleId: vehicle.id, registration: vehicle.registration });
  }
  return alerts.sort(compareComplianceAlerts);
}

/** Every vehicle's alerts in one sorted list. */
export function complianceAlertsForFleet(vehicles: readonly ComplianceVehicle[], today: Date): ComplianceAlert[] {
  return vehicles.flatMap((v) => complianceAlertsForVehicle(v, today)).sort(compareComplianceAlerts);
}
