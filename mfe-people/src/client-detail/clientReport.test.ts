import type { ClientRecord } from 'shared-contracts/contract';
import type { Invoice } from 'shared-contracts/records';

import { clientReport, clientReportFileName } from './clientReport';

describe('client report', () => {
  it('holds the client with its figures (revenue as total spent), its invoices and the time it was generated', () => {
    const client = {
      id: 'CLI-002',
      company_name: 'Northbank Studios',
      status: 'active',
      total_jobs: 4,
      total_revenue: 10_001,
      average_job_value: 2500,
      last_job_date: '2025-08-01',
    } as ClientRecord;
    const invoices = [{ id: 'ZRV20250801001', client_id: 'CLI-002', total_amount: 1020 }] as Invoice[];
    expect(clientReport(client, invoices, new Date(Date.UTC(2025, 7, 21, 9, 30)))).toEqual({
      client: {
        id: 'CLI-002',
        company_name: 'Northbank Studios',
        status: 'active',
        total_jobs: 4,
        total_spent: 10_001,
        average_job_value: 2500,
        last_job_date: '2025-08-01',
      },
      invoices: [{ id: 'ZRV20250801001', client_id: 'CLI-002', total_amount: 1020 }],
      generatedAt: '2025-08-21T09:30:00.000Z',
    });
  });

  it('leaves out the version a provider keeps on each record', () => {
    const client = { id: 'CLI-002', total_revenue: 0, version: 7 } as ClientRecord & { version: number };
    const invoices = [{ id: 'ZRV20250801001', version: 3 }] as (Invoice & { version: number })[];
    const report = clientReport(client, invoices, new Date());
    expect(report.client).toEqual({ id: 'CLI-002', total_spent: 0 });
    expect(report.invoices).toEqual([{ id: 'ZRV20250801001' }]);
  });

  it.each([
    ['Ashcombe & Leigh Auctioneers', 'Ashcombe_Leigh_Auctioneers_report.json'],
    ['Whitcombe Gallery (Bath 2)', 'Whitcombe_Gallery_Bath_2_report.json'],
    ['Northbank Studios', 'Northbank_Studios_report.json'],
    ['***', 'client_report.json'],
  ])('names the file after the company: %s → %s', (company, fileName) => {
    expect(clientReportFileName(company)).toBe(fileName);
  });
});
