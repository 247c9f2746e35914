import type { ComponentProps } from 'react';
import { DRIVER_FORM_LICENSE_CLASSES } from 'shared-contracts/data';
import type { Driver, DriverStatus, EmploymentType } from 'shared-contracts/records';
import type { StatusChip } from 'shared-contracts/ui';

type StatusChipVariant = NonNullable<ComponentProps<typeof StatusChip>['variant']>;

const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full Time',
  part_time: 'Part Time',
  contractor: 'Contractor',
};

const STATUS_BADGES: Record<DriverStatus, { label: string; variant: StatusChipVariant }> = {
  available: { label: 'Available', variant: 'success' },
  on_job: { label: 'On Job', variant: 'default' },
  on_break: { label: 'On Break', variant: 'secondary' },
  off_duty: { label: 'Off Duty', variant: 'outline' },
};

/** @example employmentLabel('part_time') // 'Part Time' */
export function employmentLabel(type: string): string {
  return Object.hasOwn(EMPLOYMENT_LABELS, type) ? EMPLOYMENT_LABELS[type as EmploymentType] : type;
}

/** A driver's badge: Inactive for a driver who is not active, else their current status. */
export function driverStatusBadge(driver: Pick<Driver, 'is_active' | 'current_status'>): { label: string; variant: StatusChipVariant } {
  if (!driver.is_active) return { label: 'Inactive', variant: 'outline' };
  return STATUS_BADGES[driver.current_status] ?? { label: driver.current_status, variant: 'outline' };
}

/**
 * A stored licence class as the form names it ("CE" is "Class C+E"); classes the form does not
 * offer read the same way ("C1E" is "Class C1+E").
 */
export function licenceClassLabel(stored: string): string {
  const offered = DRIVER_FORM_LICENSE_CLASSES.find((choice) => choice.stored === stored);
  return offered ? offered.value : `Class ${stored.replace(/E$/, '+E')}`;
}

/**
 * A licence number with all but its last two characters hidden.
 *
 * @example maskLicenceNumber('OKAFO802156A99XY') // '••••••••••••••XY'
 */
export function maskLicenceNumber(licenceNumber: string): string {
  const visible = licenceNumber.slice(-2);
  return '•'.repeat(Math.max(0, licenceNumber.length - visible.length)) + visible;
}
