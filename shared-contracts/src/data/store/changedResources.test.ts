import type { Invoice, Job } from 'shared-contracts/records';

import { changedResources } from './changedResources';

const job = (fields: Partial<Job>) =>
  ({
    id: 'JOB-2025-0100',
    client_id: 'CLI-001',
    status: 'completed',
    total_amount: 850,
    pickup_date: '2025-08-01',
    notes: '',
    ...fields,
  }) as Job;
const invoice = (fields: Partial<Invoice>) =>
  ({ id: 'ZRV20250801001', client_id: 'CLI-001', job_id: null, status: 'sent', amount: 500, notes: '', ...fields }) as Invoice;

describe('changedResources', () => {
  it('names the resource written, and nothing else, when no figure moves', () => {
    expect(changedResources('jobs', job({}), job({ notes: 'Fragile' }), {})).toEqual(['jobs']);
    expect(changedResources('jobs', undefined, job({ status: 'scheduled' }), {})).toEqual(['jobs']);
    expect(changedResources('warehouses', { id: 'WH-001' }, { id: 'WH-001', manager: 'Ben Hall' }, {})).toEqual(['warehouses']);
  });

  it('adds every resource the rules changed with the write, in the order given, not those left empty', () => {
    const renamed = { id: 'DRV-001', name: 'Renamed Driver' };
    const cascade = { jobs: [job({ driver_name: 'Renamed Driver' })], vehicles: [], systemAlerts: [{ id: 'ALT-001' }] } as never;
    expect(changedResources('drivers', { id: 'DRV-001', name: 'Old Name' }, renamed, cascade)).toEqual(['drivers', 'jobs', 'systemAlerts']);
    const vehicle = { id: 'VEH-002', driver_assigned: 'DRV-001' };
    expect(
      changedResources('vehicles', { id: 'VEH-002', driver_assigned: null }, vehicle, { drivers: [{ id: 'DRV-001' }] } as never),
    ).toEqual(['vehicles', 'drivers']);
  });

  it('adds clients when a job moves a client’s figures: a new live job, or a new status, client, value or date', () => {
    expect(changedResources('jobs', undefined, job({ status: 'in_progress' }), {})).toEqual(['jobs', 'clients']);
    expect(changedResources('jobs', job({ status: 'in_progress' }), job({ status: 'completed' }), {})).toEqual(['jobs', 'clients']);
    expect(changedResources('jobs', job({}), job({ client_id: 'CLI-002' }), {})).toEqual(['jobs', 'clients']);
    expect(changedResources('jobs', job({}), job({ total_amount: 900 }), {})).toEqual(['jobs', 'clients']);
    expect(changedResources('jobs', job({}), job({ pickup_date: '2025-08-02' }), {})).toEqual(['jobs', 'clients']);
  });

  it('adds clients when an invoice that bills no job starts or stops adding to revenue, or changes amount or client', () => {
    expect(changedResources('invoices', undefined, invoice({}), {})).toEqual(['invoices', 'clients']);
    expect(changedResources('invoices', undefined, invoice({ status: 'cancelled' }), {})).toEqual(['invoices']);
    expect(changedResources('invoices', invoice({}), invoice({ status: 'paid' }), {})).toEqual(['invoices']);
    expect(changedResources('invoices', invoice({}), invoice({ status: 'cancelled' }), {})).toEqual(['invoices', 'clients']);
    expect(changedResources('invoices', invoice({}), invoice({ amount: 500.01 }), {})).toEqual(['invoices', 'clients']);
    expect(changedResources('invoices', invoice({}), invoice({ client_id: 'CLI-002' }), {})).toEqual(['invoices', 'clients']);
    expect(changedResources('invoices', invoice({ status: 'cancelled' }), invoice({ status: 'cancelled', amount: 1 }), {})).toEqual([
      'invoices',
    ]);
  });

  it('leaves clients out for a job’s own invoice, whose value the job already counts, until it bills no job', () => {
    const billed = invoice({ job_id: 'JOB-2025-0100' });
    expect(changedResources('invoices', undefined, billed, {})).toEqual(['invoices']);
    expect(changedResources('invoices', billed, { ...billed, status: 'paid', amount: 1000 }, {})).toEqual(['invoices']);
    expect(changedResources('invoices', billed, { ...billed, job_id: null }, {})).toEqual(['invoices', 'clients']);
  });

  it('names clients once when a client write also changes its jobs and invoices', () => {
    const cascade = { jobs: [job({ client_name: 'New Name Ltd' })], invoices: [invoice({ client_name: 'New Name Ltd' })] };
    expect(changedResources('clients', { id: 'CLI-001' }, { id: 'CLI-001', company_name: 'New Name Ltd' }, cascade)).toEqual([
      'clients',
      'jobs',
      'invoices',
    ]);
  });
});
