import { toIsoDate, type Driver, type Invoice, type Job, type JobStatus } from 'shared-contracts/contract';

export function countJobsWithStatus(jobs: readonly Pick<Job, 'status'>[], status: JobStatus): number {
  let count = 0;
  for (const job of jobs) if (job.status === status) count++;
  return count;
}

export function countActiveDrivers(drivers: readonly Pick<Driver, 'is_active'>[]): number {
  let count = 0;
  for (const driver of drivers) if (driver.is_active) count++;
  return count;
}

/** A driver's jobs, latest pickup first. */
export function jobsForDriver<T extends Pick<Job, 'driver_id' | 'pickup_date'>>(jobs: readonly T[], driverId: string): T[] {
  return byPickupDesc(jobs.filter((job) => job.driver_id === driverId));
}

/** A vehicle's jobs, latest pickup first. */
export function jobsForVehicle<T extends Pick<Job, 'vehicle_id' | 'pickup_date'>>(jobs: readonly T[], vehicleId: string): T[] {
  return byPickupDesc(jobs.filter((job) => job.vehicle_id === vehicleId));
}

/** A client's invoices, newest first. */
export function invoicesForClient<T extends Pick<Invoice, 'client_id' | 'invoice_date' | 'id'>>(invoices: readonly T[], clientId: string): T[] {
  return invoices
    .filter((invoice) => invoice.client_id === clientId)
    .sort((a, b) => (a.invoice_date === b.invoice_date ? (a.id < b.id ? 1 : -1) : a.invoice_date < b.invoice_date ? 1 : -1));
}

function byPickupDesc<T extends Pick<Job, 'pickup_date'>>(jobs: T[]): T[] {
  return jobs.sort((a, b) => (a.pickup_date < b.pickup_date ? 1 : a.pickup_date > b.pickup_date ? -1 : 0));
}

/** True for a yyyy-mm-dd equal to today's local date. */
export function isToday(isoDate: string, today: Date): boolean {
  return isoDate === toIsoDate(today);
}
