import { toIsoDate } from '../domain/calendar';
import type { Driver } from '../domain/driver';
import type { Invoice } from '../domain/invoice';
import type { Job, JobStatus } from '../domain/job';
import type { SystemAlert } from '../domain/systemAlert';
import { isActiveVehicle, type Vehicle } from '../domain/vehicle';

/** Jobs badge: jobs in progress. */
export function countJobsInProgress(jobs: readonly Pick<Job, 'status'>[]): number {
  return countJobsWithStatus(jobs, 'in_progress');
}

export function countJobsWithStatus(jobs: readonly Pick<Job, 'status'>[], status: JobStatus): number {
  let count = 0;
  for (const job of jobs) if (job.status === status) count++;
  return count;
}

/** Vehicles badge: see `isActiveVehicle`. */
export function countActiveVehicles(vehicles: readonly Pick<Vehicle, 'status'>[]): number {
  let count = 0;
  for (const vehicle of vehicles) if (isActiveVehicle(vehicle)) count++;
  return count;
}

/** Drivers badge: every driver on the books. */
export function countDrivers(drivers: readonly unknown[]): number {
  return drivers.length;
}

export function countActiveDrivers(drivers: readonly Pick<Driver, 'is_active'>[]): number {
  let count = 0;
  for (const driver of drivers) if (driver.is_active) count++;
  return count;
}

/** Alerts badge: system alerts still active. */
export function countActiveSystemAlerts(alerts: readonly Pick<SystemAlert, 'status'>[]): number {
  let count = 0;
  for (const alert of alerts) if (alert.status === 'active') count++;
  return count;
}

export interface SidebarBadges {
  jobs: number;
  vehicles: number;
  drivers: number;
  alerts: number;
}

/**
 * The four sidebar counts, from the data.
 *
 * @example sidebarBadges(data) // { jobs: 35, vehicles: 25, drivers: 18, alerts: 3 } for the sample
 */
export function sidebarBadges(data: {
  jobs: readonly Pick<Job, 'status'>[];
  vehicles: readonly Pick<Vehicle, 'status'>[];
  drivers: readonly unknown[];
  systemAlerts: readonly Pick<SystemAlert, 'status'>[];
}): SidebarBadges {
  return {
    jobs: countJobsInProgress(data.jobs),
    vehicles: countActiveVehicles(data.vehicles),
    drivers: countDrivers(data.drivers),
    alerts: countActiveSystemAlerts(data.systemAlerts),
  };
}

/** Jobs list "Total Value": net value of live jobs picking up today. */
export function liveValueToday(jobs: readonly Pick<Job, 'status' | 'pickup_date' | 'total_amount'>[], today: Date): number {
  const day = toIsoDate(today);
  let sum = 0;
  for (const job of jobs) if (job.status === 'in_progress' && job.pickup_date === day) sum += job.total_amount;
  return sum;
}

/** A driver's jobs, latest pickup first. */
export function jobsForDriver<T extends Pick<Job, 'driver_id' | 'pickup_date'>>(jobs: readonly T[], driverId: string): T[] {
  return byPickupDesc(jobs.filter((job) => job.driver_id === driverId));
}

/** A vehicle's jobs, latest pickup first. */
export function jobsForVehicle<T extends Pick<Job, 'vehicle_id' | 'pickup_date'>>(jobs: readonly T[], vehicleId: string): T[] {
  return byPickupDesc(jobs.filter((job) => job.vehicle_id === vehicleId));
}

/** A client's jobs, latest pickup first. */
export function jobsForClient<T extends Pick<Job, 'client_id' | 'pickup_date'>>(jobs: readonly T[], clientId: string): T[] {
  return byPickupDesc(jobs.filter((job) => job.client_id === clientId));
}

/** A client's invoices, newest first. */
export function invoicesForClient<T extends Pick<Invoice, 'client_id' | 'invoice_date' | 'id'>>(invoices: readonly T[], clientId: string): T[] {
  return invoices
    .filter((invoice) => invoice.client_id === clientId)
    .sort((a, b) => (a.invoice_date === b.invoice_date ? (a.id < b.id ? 1 : -1) : a.invoice_date < b.invoice_date ? 1 : -1));
}

export function invoicesForJob<T extends Pick<Invoice, 'job_id'>>(invoices: readonly T[], jobId: string): T[] {
  return invoices.filter((invoice) => invoice.job_id === jobId);
}

function byPickupDesc<T extends Pick<Job, 'pickup_date'>>(jobs: T[]): T[] {
  return jobs.sort((a, b) => (a.pickup_date < b.pickup_date ? 1 : a.pickup_date > b.pickup_date ? -1 : 0));
}

/** True for a yyyy-mm-dd equal to today's local date. */
export function isToday(isoDate: string, today: Date): boolean {
  return isoDate === toIsoDate(today);
}
