import type { Client, Driver, Job, Vehicle } from 'shared-contracts/contract';
import { dashboardStats } from './dashboardStats';

const job = (status: string, client_id: string, pickup_date: string, total_amount: number) => ({ status, client_id, pickup_date, total_amount }) as Job;

// 22 November 2026: the quarter began on 1 October.
const TODAY = new Date(2026, 10, 22, 10, 0);
const DATA = {
  jobs: [
    job('completed', 'CLI-1', '2026-10-01', 1000),
    job('completed', 'CLI-2', '2026-11-20', 2500.5),
    job('completed', 'CLI-1', '2026-09-30', 9000),
    job('in_progress', 'CLI-3', '2026-11-22', 700),
    job('scheduled', 'CLI-4', '2026-12-01', 400),
    job('scheduled', 'CLI-2', '2026-12-02', 300),
  ],
  drivers: [{ is_active: true }, { is_active: false }, { is_active: true }] as Driver[],
  vehicles: [{ status: 'in_use' }, { status: 'available' }, { status: 'loading' }, { status: 'maintenance' }] as Vehicle[],
  clients: [{ id: 'CLI-1' }, { id: 'CLI-2' }, { id: 'CLI-3' }, { id: 'CLI-4' }, { id: 'CLI-5' }] as Client[],
};

describe('dashboardStats', () => {
  it('counts jobs by status, and revenue from jobs completed since the quarter began', () => {
    expect(dashboardStats(DATA, TODAY)).toEqual({
      totalJobs: 6,
      activeJobs: 1,
      completedJobs: 3,
      scheduledJobs: 2,
      totalRevenue: 3500.5,
      driversActive: 2,
      vehiclesInUse: 2,
      clientsServed: 3,
    });
  });

  it('starts the quarter on 1 January, 1 April, 1 July and 1 October', () => {
    const completedOn = (pickup_date: string) => ({ ...DATA, jobs: [job('completed', 'CLI-1', pickup_date, 100)] });
    expect(dashboardStats(completedOn('2026-01-01'), new Date(2026, 2, 31)).totalRevenue).toBe(100);
    expect(dashboardStats(completedOn('2026-03-31'), new Date(2026, 3, 1)).totalRevenue).toBe(0);
    expect(dashboardStats(completedOn('2026-07-01'), new Date(2026, 8, 30)).totalRevenue).toBe(100);
  });
});
