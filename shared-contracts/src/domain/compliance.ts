import type { Vehicle } from 'shared-contracts/records';

type ComplianceAlertType = 'mot_expired' | 'mot_expiring' | 'road_tax_expired' | 'road_tax_expiring' | 'service_due';

type ComplianceSeverity = 'critical' | 'high' | 'medium' | 'low';

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

export type ComplianceVehicle = Pick<Vehicle, 'id' | 'registration' | 'mot_expiry' | 'insurance_expiry' | 'service_due'>;

type AlertFinding = Omit<ComplianceAlert, 'id' | 'vehicleId' | 'registration' | 'daysUntilExpiry' | 'expiryDate'>;

/** A missing or "Details not held" date counts as already expired. */
const UNKNOWN_DATE_DAYS = -1;
const MS_PER_DAY = 86_400_000;
const DIGIT_0 = 48;

/** The UTC day number of a real yyyy-mm-dd date, else NaN; by hand, as a fleet of 10,000 reads 30,000 dates. */
function dayNumber(date: string): number {
  if (date.length !== 10 || date.charCodeAt(4) !== 45 || date.charCodeAt(7) !== 45) return NaN;
  let year = 0;
  for (let i = 0; i < 4; i++) year = year * 10 + digit(date, i);
  const month = digit(date, 5) * 10 + digit(date, 6);
  const day = digit(date, 8) * 10 + digit(date, 9);
  if (!(month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month))) return NaN;
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

function digit(text: string, index: number): number {
  const value = text.charCodeAt(index) - DIGIT_0;
  return value >= 0 && value <= 9 ? value : NaN;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Today's local calendar date as a UTC day number, to count whole days from it. */
const todayNumber = (today: Date) => Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) / MS_PER_DAY;

function daysFrom(todayDay: number, date: string | null | undefined): number {
  const days = date ? dayNumber(date) - todayDay : NaN;
  return Number.isNaN(days) ? UNKNOWN_DATE_DAYS : days;
}

/**
 * Days from today to a date: the ceiling of the difference, which for a date (midnight) is the
 * number of calendar days; -1 when the date is missing, "Details not held" or not a date.
 *
 * @example daysUntil('2025-08-28', new Date(2025, 7, 21, 15, 45)) // 7
 *
 * @internal exported for its unit tests
 */
export function daysUntil(date: string | null | undefined, today: Date): number {
  return daysFrom(todayNumber(today), date);
}

const when = (days: number) => {
  if (days === 0) return 'today';
  if (days > 0) return days === 1 ? 'in 1 day' : `in ${days} days`;
  return days === -1 ? '1 day ago' : `${-days} days ago`;
};

function motFinding(days: number): AlertFinding | null {
  if (days < 0)
    return {
      type: 'mot_expired',
      severity: 'critical',
      title: 'MOT Expired',
      description: `MOT expired ${when(days)}`,
      actionRequired: 'Take the vehicle off the road and book an MOT test now',
    };
  if (days <= 7)
    return {
      type: 'mot_expiring',
      severity: 'critical',
      title: 'MOT Due Very Soon',
      description: `MOT expires ${when(days)}`,
      actionRequired: 'Book an MOT test this week',
    };
  if (days <= 30)
    return {
      type: 'mot_expiring',
      severity: 'high',
      title: 'MOT Due Soon',
      description: `MOT expires ${when(days)}`,
      actionRequired: 'Book an MOT test',
    };
  if (days <= 60)
    return {
      type: 'mot_expiring',
      severity: 'medium',
      title: 'MOT Reminder',
      description: `MOT expires ${when(days)}`,
      actionRequired: 'Plan the next MOT test',
    };
  return null;
}

/** Road tax is read from the insurance expiry date, as the specification does. */
function roadTaxFinding(days: number): AlertFinding | null {
  if (days < 0)
    return {
      type: 'road_tax_expired',
      severity: 'critical',
      title: 'Road Tax Expired',
      description: `Road tax expired ${when(days)}`,
      actionRequired: 'Tax the vehicle before it is driven again',
    };
  if (days <= 7)
    return {
      type: 'road_tax_expiring',
      severity: 'critical',
      title: 'Road Tax Due Very Soon',
      description: `Road tax expires ${when(days)}`,
      actionRequired: 'Renew the road tax this week',
    };
  if (days <= 14)
    return {
      type: 'road_tax_expiring',
      severity: 'high',
      title: 'Road Tax Due Soon',
      description: `Road tax expires ${when(days)}`,
      actionRequired: 'Renew the road tax',
    };
  if (days <= 30)
    return {
      type: 'road_tax_expiring',
      severity: 'medium',
      title: 'Road Tax Reminder',
      description: `Road tax expires ${when(days)}`,
      actionRequired: 'Plan the road tax renewal',
    };
  return null;
}

function serviceFinding(days: number): AlertFinding | null {
  if (days < 0)
    return {
      type: 'service_due',
      severity: 'high',
      title: 'Service Overdue',
      description: `Service was due ${when(days)}`,
      actionRequired: 'Book a service now',
    };
  if (days <= 7)
    return {
      type: 'service_due',
      severity: 'medium',
      title: 'Service Due Soon',
      description: `Service due ${when(days)}`,
      actionRequired: 'Book a service this week',
    };
  return null;
}

const SEVERITY_RANK: Record<ComplianceSeverity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

/** Severity first (critical, high, medium, low), then the fewest days. */
function compareComplianceAlerts(a: ComplianceAlert, b: ComplianceAlert): number {
  return SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || a.daysUntilExpiry - b.daysUntilExpiry;
}

const RULES = [
  { date: 'mot_expiry', find: motFinding },
  { date: 'insurance_expiry', find: roadTaxFinding },
  { date: 'service_due', find: serviceFinding },
] as const;

function alertsOn(vehicle: ComplianceVehicle, todayDay: number): ComplianceAlert[] {
  const alerts: ComplianceAlert[] = [];
  for (const rule of RULES) {
    const expiryDate = vehicle[rule.date];
    const daysUntilExpiry = daysFrom(todayDay, expiryDate);
    const finding = rule.find(daysUntilExpiry);
    if (finding) {
      alerts.push({
        id: `${vehicle.id}-${finding.type}`,
        vehicleId: vehicle.id,
        registration: vehicle.registration,
        type: finding.type,
        severity: finding.severity,
        title: finding.title,
        description: finding.description,
        daysUntilExpiry,
        expiryDate,
        actionRequired: finding.actionRequired,
      });
    }
  }
  return alerts.length > 1 ? alerts.sort(compareComplianceAlerts) : alerts;
}

/**
 * The compliance alerts of one vehicle on a given day, sorted by severity then fewest days.
 *
 * @example complianceAlertsForVehicle({ ...vehicle, mot_expiry: 'Details not held' }, today)[0].title // 'MOT Expired'
 */
export function complianceAlertsForVehicle(vehicle: ComplianceVehicle, today: Date): ComplianceAlert[] {
  return alertsOn(vehicle, todayNumber(today));
}

const SEVERITY_WEIGHT: Record<ComplianceSeverity, number> = { critical: 1000, high: 100, medium: 10, low: 1 };

/**
 * How pressing a vehicle's alerts are, for sorting by them: any critical alert outweighs any number of
 * high ones, and so on down.
 *
 * @example alertWeight([{ severity: 'critical' }, { severity: 'medium' }]) // 1010
 */
export function alertWeight(alerts: readonly Pick<ComplianceAlert, 'severity'>[]): number {
  let weight = 0;
  for (const alert of alerts) weight += SEVERITY_WEIGHT[alert.severity];
  return weight;
}
