import { generateDataSet } from './generateDataSet';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });
const byId = <T extends { id: string }>(records: T[]) => new Map(records.map((r) => [r.id, r]));
const clients = byId(data.clients);
const drivers = byId(data.drivers);
const vehicles = byId(data.vehicles);
const jobs = byId(data.jobs);

describe('referential integrity', () => {
  it("every job's client, driver and vehicle exist, with matching names", () => {
    for (const job of data.jobs) {
      expect(clients.get(job.client_id)?.company_name).toBe(job.client_name);
      expect(drivers.get(job.driver_id!)?.name).toBe(job.driver_name);
      expect(vehicles.get(job.vehicle_id!)?.registration).toBe(job.vehicle_reg);
      expect(job.contact_person).toBe(clients.get(job.client_id)?.contact_name);
    }
  });

  it('every client has a completed job', () => {
    const served = new Set(data.jobs.filter((j) => j.status === 'completed').map((j) => j.client_id));
    expect(served.size).toBe(387);
  });

  it("every invoice's job and client exist, the job is the client's and billed by that invoice alone", () => {
    for (const invoice of data.invoices) {
      const job = jobs.get(invoice.job_id!);
      expect(job).toBeDefined();
      expect(job?.status).toBe('completed');
      expect(job?.client_id).toBe(invoice.client_id);
      expect(clients.get(invoice.client_id)?.company_name).toBe(invoice.client_name);
      expect(job?.total_amount).toBe(invoice.amount);
      expect(invoice.invoice_date >= job!.pickup_date).toBe(true);
    }
    expect(new Set(data.invoices.map((invoice) => invoice.job_id)).size).toBe(45);
  });

  it('drivers and vehicles point at each other', () => {
    for (const driver of data.drivers) {
      if (driver.current_vehicle === null) continue;
      const vehicle = vehicles.get(driver.current_vehicle);
      expect(vehicle?.driver_assigned).toBe(driver.id);
      expect(vehicle?.driver_name).toBe(driver.name);
    }
    for (const vehicle of data.vehicles) {
      if (vehicle.driver_assigned === null) continue;
      expect(drivers.get(vehicle.driver_assigned)?.current_vehicle).toBe(vehicle.id);
    }
  });

  it('live jobs are driven by drivers on a job in their own vehicle', () => {
    for (const job of data.jobs.filter((j) => j.status === 'in_progress')) {
      const driver = drivers.get(job.driver_id!);
      expect(driver?.current_status).toBe('on_job');
      expect(driver?.current_vehicle).toBe(job.vehicle_id);
    }
  });

  it("a driver's completed jobs and a vehicle's total jobs are counted from the jobs", () => {
    for (const driver of data.drivers) {
      expect(driver.jobs_completed).toBe(data.jobs.filter((j) => j.driver_id === driver.id && j.status === 'completed').length);
    }
    for (const vehicle of data.vehicles) {
      expect(vehicle.total_jobs).toBe(data.jobs.filter((j) => j.vehicle_id === vehicle.id).length);
    }
  });

  it('system alerts name real vehicles and drivers', () => {
    for (const alert of data.systemAlerts) {
      expect(vehicles.get(alert.vehicle_id!)?.registration).toBe(alert.vehicle);
      expect(drivers.get(alert.driver_id!)?.name).toBe(alert.driver);
    }
  });
});
