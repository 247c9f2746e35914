import type { GetListResult, VehicleRecord } from 'shared-contracts/contract';
import type { ComplianceAlert } from 'shared-contracts/domain';
import type { Job, Vehicle } from 'shared-contracts/records';

/** How many of the vehicle's latest jobs the report lists. */
export const REPORT_JOBS = 10;

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
 * The downloadable report of a vehicle: its record, its compliance alerts today and its jobs (`jobs`: a page of
 * them, latest pickup first, and how many there are).
 *
 * @example vehicleReport(vehicle, { data: latestJobs, total: 41 }, new Date()).jobs.total // 41
 */
export function vehicleReport(record: VehicleRecord, jobs: GetListResult<Job>, now: Date): VehicleReport {
  const { compliance_alerts, alert_weight: _weight, critical_alert_count: _critical, ...vehicle } = record;
  return {
    report: 'Vehicle Report',
    generated_at: now.toISOString(),
    vehicle,
    compliance_alerts,
    jobs: {
      total: jobs.total,
      latest: jobs.data.slice(0, REPORT_JOBS).map(({ id, client_name, job_type, pickup_date, status, driver_name, total_amount }) => ({
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
