import type { Client } from 'shared-contracts/contract';
import { clientRows, clientsSummary } from './clientRows';

const client = (id: string, status: string) => ({ id, status }) as Client;

describe('client rows', () => {
  it('join each client to its activity, a client without any showing none', () => {
    const activity = new Map([['CLI-001', { total_jobs: 3, total_revenue: 4500, average_job_value: 1500, last_job_date: '2025-08-01' }]]);
    expect(clientRows([client('CLI-001', 'active'), client('CLI-002', 'active')], activity)).toEqual([
      { id: 'CLI-001', status: 'active', total_jobs: 3, total_revenue: 4500, last_job_date: '2025-08-01' },
      { id: 'CLI-002', status: 'active', total_jobs: 0, total_revenue: 0, last_job_date: null },
    ]);
  });
});

describe('clientsSummary', () => {
  it('counts clients, active ones as a percentage, and totals and averages revenue', () => {
    const rows = [
      { status: 'active', total_revenue: 1000.5 },
      { status: 'active', total_revenue: 2000 },
      { status: 'inactive', total_revenue: 0 },
    ] as const;
    expect(clientsSummary(rows)).toEqual({ total: 3, active: 2, activePercent: 67, totalRevenue: 3000.5, averageRevenue: 1000.17 });
  });

  it('counts any status other than active as inactive', () => {
    expect(clientsSummary([{ status: 'suspended' as never, total_revenue: 10 }]).active).toBe(0);
  });

  it('is all zeros with no clients', () => {
    expect(clientsSummary([])).toEqual({ total: 0, active: 0, activePercent: 0, totalRevenue: 0, averageRevenue: 0 });
  });
});
