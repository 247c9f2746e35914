import { isActiveVehicle, type Client, type Driver, type Job, type Vehicle } from 'shared-contracts/contract';
import { countActiveDrivers, countJobsWithStatus } from 'shared-contracts/data';

export interface DashboardStats {
  totalJobs: number;
  activeJobs: number;
  completedJobs: number;
  scheduledJobs: number;
  /** Net value of jobs completed this calendar quarter */
  totalRevenue: number;
  driversActive: number;
  vehiclesInUse: number;
  /** Clients with at least one completed or live job */
  clientsServed: number;
}

function quarterStart(today: Date): string {
  const month = Math.floor(today.getMonth() / 3) * 3 + 1;
  return `${today.getFullYear()}-${String(month).padStart(2, '0')}-01`;
}

/**
 * The dashboard's figures, derived from the records; active + completed + scheduled = total.
 *
 * @example dashboardStats(data, today).activeJobs // 35 for the sample
 */
export function dashboardStats(
  data: {
    jobs: readonly Pick<Job, 'status' | 'client_id' | 'pickup_date' | 'total_amount'>[];
    drivers: readonly Pick<Driver, 'is_active'>[];
    vehicles: readonly Pick<Vehicle, 'status'>[];
    clients: readonly Pick<Client, 'id'>[];
  },
  today: Date,
): DashboardStats {
  const from = quarterStart(today);
  let totalRevenue = 0;
  const served = new Set<string>();
  for (const job of data.jobs) {
    if (job.status === 'scheduled') continue;
    served.add(job.client_id);
    if (job.status === 'completed' && job.pickup_date >= from) totalRevenue += job.total_amount;
  }
  return {
    totalJobs: data.jobs.length,
    activeJobs: countJobsWithStatus(data.jobs, 'in_progress'),
    completedJobs: countJobsWithStatus(data.jobs, 'completed'),
    scheduledJobs: countJobsWithStatus(data.jobs, 'scheduled'),
    totalRevenue: Math.round(totalRevenue * 100) / 100,
    driversActive: countActiveDrivers(data.drivers),
    vehiclesInUse: data.vehicles.filter(isActiveVehicle).length,
    clientsServed: served.size,
  };
}
