import { addDays } from '../domain/calendar';
import { dashboardStats } from './dashboardStats';
import { generateDataSet } from './generateDataSet';
import { buildReportData } from './reportData';
import {
  countActiveSystemAlerts,
  countActiveVehicles,
  countDrivers,
  countJobsInProgress,
  invoicesForClient,
  jobsForDriver,
  jobsForVehicle,
  liveValueToday,
  sidebarBadges,
} from './selectors';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });

describe('sidebar badges come out of the data', () => {
  it('gives 35 / 25 / 18 / 3', () => {
    expect(countJobsInProgress(data.jobs)).toBe(35);
    expect(countActiveVehicles(data.vehicles)).toBe(25);
    expect(countDrivers(data.drivers)).toBe(18);
    expect(countActiveSystemAlerts(data.systemAlerts)).toBe(3);
    expect(sidebarBadges(data)).toEqual({ jobs: 35, vehicles: 25, drivers: 18, alerts: 3 });
  });

  it('follow the records, not constants', () => {
    const fewer = { ...data, systemAlerts: data.systemAlerts.map((a) => ({ ...a, status: 'resolved' as const })) };
    expect(sidebarBadges(fewer).alerts).toBe(0);
  });
});

describe('dashboard stats', () => {
  it('derive from the records and add up', () => {
    const stats = dashboardStats(data, today);
    expect(stats).toMatchObject({
      totalJobs: 980,
      activeJobs: 35,
      completedJobs: 848,
      scheduledJobs: 97,
      driversActive: 18,
      vehiclesInUse: 25,
      clientsServed: 387,
    });
    expect(stats.activeJobs + stats.completedJobs + stats.scheduledJobs).toBe(stats.totalJobs);
    const quarter = data.jobs.filter((j) => j.status === 'completed' && j.pickup_date >= '2025-07-01');
    expect(stats.totalRevenue).toBe(quarter.reduce((sum, j) => sum + j.total_amount, 0));
  });

  it('sums the value of live jobs picking up today', () => {
    const live = data.jobs.filter((j) => j.status === 'in_progress');
    expect(liveValueToday(data.jobs, today)).toBe(live.reduce((sum, j) => sum + j.total_amount, 0));
    expect(liveValueToday(data.jobs, addDays(today, 1))).toBe(0);
  });
});

describe('relations', () => {
  it("lists a driver's and a vehicle's jobs, latest first", () => {
    const driverJobs = jobsForDriver(data.jobs, 'DRV-001');
    expect(driverJobs.length).toBeGreaterThan(0);
    expect(driverJobs.every((j) => j.driver_id === 'DRV-001')).toBe(true);
    expect(driverJobs.map((j) => j.pickup_date)).toEqual([...driverJobs.map((j) => j.pickup_date)].sort().reverse());
    expect(jobsForVehicle(data.jobs, 'VEH-001').every((j) => j.vehicle_id === 'VEH-001')).toBe(true);
  });

  it("lists a client's invoices newest first", () => {
    const clientId = data.invoices[0].client_id;
    expect(invoicesForClient(data.invoices, clientId).map((i) => i.id)).toEqual([data.invoices[0].id]);
  });
});

describe('report data', () => {
  const report = buildReportData(data, today);

  it('has five months ending with this month, the last one from the jobs', () => {
    expect(report.monthlyTrend.map((m) => m.month)).toEqual(['Apr', 'May', 'Jun', 'Jul', 'Aug']);
    expect(report.monthlyTrend[4].jobs).toBe(848);
    expect(report.jobs.thisMonth).toBe(848);
    expect(report.updated).toBe('2025-08-21');
  });

  it('splits client revenue by type and ranks routes', () => {
    const shares = report.revenueByClientType.reduce((sum, t) => sum + t.share, 0);
    expect(shares).toBeGreaterThanOrEqual(98);
    expect(shares).toBeLessThanOrEqual(102);
    expect(report.revenueByClientType[0].label).toMatch(/Museum|Auction House/);
    expect(report.topRoutes).toHaveLength(5);
    expect(report.topRoutes[0].route).toMatch(/^.+ → .+$/);
    expect(report.vehicleUtilisation).toBe(86);
  });

  it('is the same for the same day', () => {
    expect(buildReportData(data, today)).toEqual(report);
  });
});
