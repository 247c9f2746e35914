import { isDataError, NotFoundError } from 'shared-contracts/contract';
import { invoiceInputForJob, toJobInvoiceSummary } from 'shared-contracts/domain';

import { readAll } from '../query/readAll';
import { create, data, fieldErrors, freshProvider, newJob, refusal } from '../store/storeTestFixture';

describe('invoices', () => {
  it('Generate Invoice on a job creates a generated invoice at 20% VAT, the one invoice the job page finds for the job', async () => {
    const provider = freshProvider();
    const job = await create(provider, 'jobs', { ...newJob, total_amount: 850 });
    const { data: invoice, changed } = await provider.create('invoices', { data: invoiceInputForJob(job) });
    expect(invoice).toMatchObject({
      id: 'ZRV20250821003',
      job_id: job.id,
      client_id: 'CLI-001',
      amount: 850,
      vat_rate: 20,
      vat_amount: 170,
      total_amount: 1020,
      status: 'generated',
      payment_date: null,
      payment_method: null,
      invoice_date: '2025-08-21',
      due_date: '2025-09-20',
      services: 'Office Move',
    });
    expect(changed).toEqual(['invoices']);
    const billing = await readAll(provider, 'invoices', { filter: { job_id: job.id } });
    expect(billing).toEqual([invoice]);
    expect(toJobInvoiceSummary({ ...billing[0], job_id: job.id })).toEqual({
      id: 'ZRV20250821003',
      job_id: 'JOB-2025-0981',
      invoice_number: 'ZRV20250821003',
      amount: 850,
      tax_amount: 170,
      total_amount: 1020,
      status: 'generated',
      created_at: '2025-08-21',
      due_date: '2025-09-20',
    });
    expect((await provider.getList('invoices', { perPage: 1 })).data).toEqual([invoice]);
  });

  it('never bills a job twice and reports unknown jobs as not found', async () => {
    const provider = freshProvider();
    const billed = await provider.getOne('jobs', { id: data.invoices[0].job_id! });
    expect(await fieldErrors(provider.create('invoices', { data: invoiceInputForJob(billed) }))).toEqual({
      job_id: { code: 'not_allowed', message: `Job ${billed.id} already has invoice ${data.invoices[0].id}` },
    });
    const unknown = await refusal(provider.getOne('jobs', { id: 'JOB-1999-0001' }));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(isDataError(unknown, 'not-found')).toBe(true);
    expect(await fieldErrors(provider.create('invoices', { data: invoiceInputForJob({ ...billed, id: 'JOB-1999-0001' }) }))).toEqual({
      job_id: { code: 'unknown_reference', message: 'Job ID "JOB-1999-0001" does not exist' },
    });
    expect((await provider.getList('invoices', {})).total).toBe(45);
  });

  it('creates from the form with the next sequence of the day, never colliding', async () => {
    const provider = freshProvider();
    const first = await create(provider, 'invoices', { client_id: 'CLI-002', services: 'Storage Services', amount: 123.45, vat_rate: 5 });
    const second = await create(provider, 'invoices', {
      client_id: 'CLI-002',
      services: 'Storage Services',
      amount: 10,
      invoice_date: '2025-08-01',
    });
    expect(first).toMatchObject({
      id: 'ZRV20250821003',
      vat_amount: 6.17,
      total_amount: 129.62,
      job_id: null,
      client_name: 'Northbank Studios',
    });
    expect(second.id).toMatch(/^ZRV20250801\d{3}$/);
    const all = await readAll(provider, 'invoices');
    expect(all).toHaveLength(47);
    expect(new Set(all.map((i) => i.id)).size).toBe(47);
  });

  it.each([
    ['client_id', { client_id: '' }, 'required', 'Client is required'],
    ['services', { services: '' }, 'required', 'Description is required'],
    ['amount', { amount: undefined }, 'required', 'Amount (£) is required'],
    ['amount', { amount: 'abc' }, 'invalid_type', 'Amount (£) must be a number'],
    ['amount', { amount: -5 }, 'too_small', 'Amount (£) must be at least 0'],
    ['vat_rate', { vat_rate: 17.5 }, 'invalid_value', 'VAT Rate must be one of: 0, 5, 20'],
    ['due_date', { due_date: 'next week' }, 'invalid_format', 'Due Date must be a date'],
    ['job_id', { job_id: 'JOB-2025-0980' }, 'not_allowed', 'Job JOB-2025-0980 belongs to another client'],
  ])('rejects a bad %s %j as %s', async (field, patch, code, message) => {
    const provider = freshProvider();
    const input = { client_id: 'CLI-002', services: 'Storage Services', amount: 500, ...patch };
    expect(await fieldErrors(provider.create('invoices', { data: input as never }))).toEqual({ [field]: { code, message } });
    expect((await provider.getList('invoices', {})).total).toBe(45);
  });

  it('a job given on an invoice must be a real job of the same client, not billed yet', async () => {
    const provider = freshProvider();
    const input = { client_id: 'CLI-002', services: 'Storage Services', amount: 500 };
    expect(await fieldErrors(provider.create('invoices', { data: { ...input, job_id: 'JOB-2024-9999' } }))).toEqual({
      job_id: { code: 'unknown_reference', message: 'Job ID "JOB-2024-9999" does not exist' },
    });
    const billed = data.invoices[0];
    expect(
      await fieldErrors(provider.create('invoices', { data: { ...input, client_id: billed.client_id, job_id: billed.job_id } })),
    ).toEqual({
      job_id: { code: 'not_allowed', message: `Job ${billed.job_id} already has invoice ${billed.id}` },
    });
    const otherClients = data.jobs.find((job) => job.client_id !== 'CLI-002' && !data.invoices.some((i) => i.job_id === job.id))!;
    expect(await fieldErrors(provider.create('invoices', { data: { ...input, job_id: otherClients.id } }))).toEqual({
      job_id: { code: 'not_allowed', message: `Job ${otherClients.id} belongs to another client` },
    });
    expect((await provider.getList('invoices', {})).total).toBe(45);
  });

  it('recomputes money on update, and the job page finds the invoice as updated', async () => {
    const provider = freshProvider();
    const invoice = data.invoices.find((i) => i.status === 'sent')!;
    const { data: paid, changed } = await provider.update('invoices', {
      id: invoice.id,
      data: { status: 'paid', payment_method: 'bank_transfer', amount: 1000 },
    });
    expect(paid).toMatchObject({ status: 'paid', payment_date: '2025-08-21', vat_amount: 200, total_amount: 1200 });
    expect(changed).toEqual(['invoices']);
    const [billing] = await readAll(provider, 'invoices', { filter: { job_id: invoice.job_id } });
    expect(toJobInvoiceSummary({ ...billing, job_id: invoice.job_id! })).toMatchObject({
      status: 'paid',
      amount: 1000,
      total_amount: 1200,
    });
  });
});
