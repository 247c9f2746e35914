import { clientActivityIndex } from './clientActivity';

const job = (client_id: string, status: 'completed' | 'in_progress' | 'scheduled', total_amount: number, pickup_date: string) => ({
  client_id,
  status,
  total_amount,
  pickup_date,
});

describe('client activity', () => {
  const jobs = [
    job('CLI-001', 'completed', 1000, '2025-08-01'),
    job('CLI-001', 'completed', 501, '2025-08-10'),
    job('CLI-001', 'in_progress', 700, '2025-08-21'),
    job('CLI-001', 'scheduled', 900, '2025-09-01'),
    job('CLI-002', 'completed', 50, '2025-08-02'),
  ];
  const invoices = [
    { client_id: 'CLI-001', job_id: null, status: 'paid' as const, amount: 300 },
    { client_id: 'CLI-001', job_id: null, status: 'cancelled' as const, amount: 999 },
    { client_id: 'CLI-001', job_id: 'JOB-2025-0001', status: 'paid' as const, amount: 1000 },
  ];

  it('counts completed jobs, their value plus unbilled-job invoices, and the latest job date', () => {
    expect(clientActivityIndex(jobs, invoices).get('CLI-001')).toEqual({
      total_jobs: 2,
      total_revenue: 1801,
      average_job_value: 900,
      last_job_date: '2025-08-21',
    });
  });

  it('is empty for a client without jobs', () => {
    expect(clientActivityIndex(jobs, invoices).has('CLI-999')).toBe(false);
  });
});
