import { type Job, type Vehicle } from 'shared-contracts/contract';
import type { ComplianceAlert } from '../compliance/complianceAlerts';

/** How many of the vehicle's latest jobs the report lists. */
const REPORT_JOBS = 10;

export interface VehicleReport {
  report: 'Vehicle Report';
  generated_at: string;
  vehicle: Vehicle;
  compliance_alerts: readonly ComplianceAlert[];
  jobs: {
    total: number;
    latest: Array<Pick<Job, 'id' | 'client_name' | 'job_type' | 'pickup_date' | 'status' | 'driver_name' | 'total_amount'>>;
  };
}

/**
 * The downloadable report of a vehicle: its record, its compliance alerts today and its jobs
 * (`jobs` latest pickup first).
 *
 * @example vehicleReport(vehicle, alerts, jobsForVehicle(allJobs, vehicle.id), new Date()).jobs.total // 41
 */
export function vehicleReport(vehicle: Vehicle, alerts: readonly ComplianceAlert[], jobs: readonly Job[], now: Date): VehicleReport {
  return {
    report: 'Vehicle Report',
    generated_at: now.toISOString(),
    vehicle,
    compliance_alerts: alerts,
    jobs: {
      total: jobs.length,
      latest: jobs.slice(0, REPORT_JOBS).map(({ id, client_name, job_type, pickup_date, status, driver_name, total_amount }) => ({
        id,
        client_name,
        job_type,
        pickup_date,
        status,
        driver_name,
        total_amount,
      })),
    },
  };
}

/**
 * The report's file name, after the registration.
 *
 * @example vehicleReportFileName({ registration: 'LK19 ABC' }) // 'vehicle-report-LK19-ABC.json'
 */
export function vehicleReportFileName(vehicle: Pick<Vehicle, 'registration'>): string {
  return `vehicle-report-${vehicle.registration.trim().replace(/[^A-Za-z0-9]+/g, '-')}.json`;
}
