import type { Client, Job } from 'shared-contracts/records';

import { createSampleProvider } from './store/createSampleProvider';

const job = (id: string, fields: Partial<Job>) =>
  ({
    id,
    client_name: '',
    job_type: 'Office Move',
    driver_name: null,
    vehicle_reg: null,
    pickup_address: '',
    delivery_address: '',
    ...fields,
  }) as Job;

const jobs = [
  job('JOB-2025-0001', {
    client_name: 'Tate Modern',
    job_type: 'Fine Art Transport',
    driver_name: 'Amara Okoye',
    vehicle_reg: 'ZVX-101',
    pickup_address: 'Bankside, London',
  }),
  job('JOB-2025-0002', { client_name: 'Christie’s', job_type: 'Antique Transport', driver_name: 'Tom Hale', vehicle_reg: 'LK71 ABC' }),
  job('JOB-2025-0003', { client_name: 'Acme Offices', driver_name: null, vehicle_reg: null, delivery_address: '1 Tate Street' }),
];
const EMPTY = { jobs: [], drivers: [], vehicles: [], clients: [], invoices: [], warehouses: [], systemAlerts: [] };
/** The ids the sample provider lists for a search, as a list page asks for them. */
async function search(resource: 'jobs' | 'clients', records: readonly (Job | Client)[], q: string, perPage = 100): Promise<string[]> {
  const provider = createSampleProvider({ ...EMPTY, [resource]: records });
  const { data } = await provider.getList(resource, { q, perPage });
  return data.map((record) => record.id);
}

describe('the one search of the portal, as the sample provider lists it', () => {
  it.each([
    ['a job id', 'JOB-2025-0002', ['JOB-2025-0002']],
    ['part of a job id', '0003', ['JOB-2025-0003']],
    ['a client, in another case', 'TATE MODERN', ['JOB-2025-0001']],
    ['a job type', 'antique transport', ['JOB-2025-0002']],
    ['a driver', 'okoye', ['JOB-2025-0001']],
    ['a vehicle registration', 'lk71', ['JOB-2025-0002']],
    ['spaces around the query', '  zvx-101  ', ['JOB-2025-0001']],
    ['a word found in several jobs', 'transport', ['JOB-2025-0001', 'JOB-2025-0002']],
  ])('finds jobs by %s', async (_what, query, expected) => {
    expect(await search('jobs', jobs, query)).toEqual(expected);
  });

  it('does not look in addresses: "tate" finds Tate Modern’s job, not the job delivering to Tate Street', async () => {
    expect(await search('jobs', jobs, 'tate')).toEqual(['JOB-2025-0001']);
    expect(await search('jobs', jobs, 'bankside')).toEqual([]);
  });

  it('never matches across two fields', async () => {
    expect(await search('jobs', jobs, 'modern fine')).toEqual([]);
    expect(await search('jobs', jobs, 'modernfine')).toEqual([]);
  });

  it('keeps every record for a blank query, and pages what it finds', async () => {
    expect(await search('jobs', jobs, '   ')).toEqual(['JOB-2025-0001', 'JOB-2025-0002', 'JOB-2025-0003']);
    expect(await search('jobs', jobs, 'job-2025', 2)).toEqual(['JOB-2025-0001', 'JOB-2025-0002']);
  });

  it('finds clients by company, contact, e-mail and type, its label included', async () => {
    const clients = [
      {
        id: 'CLI-001',
        company_name: 'Hartley Gallery',
        contact_name: 'Ines Ward',
        email: 'ines@hartley.co.uk',
        client_type: 'art_gallery',
      },
      {
        id: 'CLI-002',
        company_name: 'Bonhams Lane',
        contact_name: 'Raj Patel',
        email: 'raj@bonhams.example',
        client_type: 'auction_house',
      },
    ] as Client[];
    expect(await search('clients', clients, 'art gallery')).toEqual(['CLI-001']);
    expect(await search('clients', clients, 'auction_house')).toEqual(['CLI-002']);
    expect(await search('clients', clients, 'patel')).toEqual(['CLI-002']);
    expect(await search('clients', clients, 'CLI-001')).toEqual([]);
  });
});
