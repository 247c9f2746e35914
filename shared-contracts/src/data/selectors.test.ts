import type { Invoice, Job } from 'shared-contracts/contract';
import { invoicesForClient, jobsForDriver, jobsForVehicle } from './selectors';

const job = (id: string, fields: Partial<Job>) => ({ id, driver_id: null, vehicle_id: null, pickup_date: '2025-08-01', ...fields });
const invoice = (id: string, client_id: string, invoice_date: string) => ({ id, client_id, invoice_date }) as Pick<Invoice, 'id' | 'client_id' | 'invoice_date'>;

describe('relations', () => {
  const jobs = [
    job('J1', { driver_id: 'DRV-001', vehicle_id: 'VEH-002', pickup_date: '2025-08-03' }),
    job('J2', { driver_id: 'DRV-002', vehicle_id: 'VEH-001', pickup_date: '2025-08-09' }),
    job('J3', { driver_id: 'DRV-001', vehicle_id: 'VEH-001', pickup_date: '2025-08-12' }),
    job('J4', { driver_id: 'DRV-001', pickup_date: '2025-07-30' }),
  ];

  it("lists a driver's jobs, latest pickup first", () => {
    expect(jobsForDriver(jobs, 'DRV-001').map((j) => j.id)).toEqual(['J3', 'J1', 'J4']);
    expect(jobsForDriver(jobs, 'DRV-009')).toEqual([]);
  });

  it("lists a vehicle's jobs, latest pickup first", () => {
    expect(jobsForVehicle(jobs, 'VEH-001').map((j) => j.id)).toEqual(['J3', 'J2']);
  });

  it("lists a client's invoices newest first, the higher id first on the same day", () => {
    const invoices = [
      invoice('ZRV20250801001', 'CLI-001', '2025-08-01'),
      invoice('ZRV20250815001', 'CLI-002', '2025-08-15'),
      invoice('ZRV20250810001', 'CLI-001', '2025-08-10'),
      invoice('ZRV20250810002', 'CLI-001', '2025-08-10'),
    ];
    expect(invoicesForClient(invoices, 'CLI-001').map((i) => i.id)).toEqual(['ZRV20250810002', 'ZRV20250810001', 'ZRV20250801001']);
  });
});
