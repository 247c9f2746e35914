import { NotFoundError } from '../store/errors';
import { data, freshStore, newJob, today } from '../store/storeTestFixture';

describe('invoices', () => {
  it("Generate Invoice on a job creates a generated invoice at 20% VAT and links it on the job", async () => {
    const store = freshStore();
    const job = await store.jobs.create({ ...newJob, total_amount: 850 });
    const invoice = await store.invoices.createForJob(job.id);
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
    expect((await store.jobs.get(job.id))?.invoice).toEqual({
      id: invoice.id,
      job_id: job.id,
      invoice_number: invoice.id,
      amount: 850,
      tax_amount: 170,
      total_amount: 1020,
      status: 'generated',
      created_at: today.toISOString(),
      due_date: '2025-09-20',
    });
    expect(store.invoices.snapshot()[0]).toBe(invoice);
  });

  it('never bills a job twice and reports unknown jobs as not found', async () => {
    const store = freshStore();
    const billed = data.invoices[0].job_id!;
    await expect(store.invoices.createForJob(billed)).rejects.toMatchObject({ field: 'job_id' });
    await expect(store.invoices.createForJob('JOB-1999-0001')).rejects.toBeInstanceOf(NotFoundError);
    expect(store.invoices.snapshot()).toHaveLength(45);
  });

  it('creates from the form with the next sequence of the day, never colliding', async () => {
    const store = freshStore();
    const first = await store.invoices.create({ client_id: 'CLI-002', services: 'Storage Services', amount: 123.45, vat_rate: 5 });
    const second = await store.invoices.create({ client_id: 'CLI-002', services: 'Storage Services', amount: 10, invoice_date: '2025-08-01' });
    expect(first).toMatchObject({ id: 'ZRV20250821003', vat_amount: 6.17, total_amount: 129.62, job_id: null, client_name: 'Northbank Studios' });
    expect(second.id).toMatch(/^ZRV20250801\d{3}$/);
    expect(new Set(store.invoices.snapshot().map((i) => i.id)).size).toBe(47);
  });

  it.each([
    ['client_id', { client_id: '' }],
    ['services', { services: '' }],
    ['amount', { amount: undefined }],
    ['amount', { amount: 'abc' }],
    ['amount', { amount: -5 }],
    ['vat_rate', { vat_rate: 17.5 }],
    ['due_date', { due_date: 'next week' }],
    ['job_id', { job_id: 'JOB-2025-0980' }],
  ])('rejects a bad %s', async (field, patch) => {
    const store = freshStore();
    const input = { client_id: 'CLI-002', services: 'Storage Services', amount: 500, ...patch };
    await expect(store.invoices.create(input as never)).rejects.toMatchObject({ field });
    expect(store.invoices.snapshot()).toHaveLength(45);
  });

  it('a job given on an invoice must be a real job of the same client, not billed yet', async () => {
    const store = freshStore();
    const input = { client_id: 'CLI-002', services: 'Storage Services', amount: 500 };
    await expect(store.invoices.create({ ...input, job_id: 'JOB-2024-9999' })).rejects.toMatchObject({
      fieldErrors: { job_id: 'Job ID "JOB-2024-9999" does not exist' },
    });
    const billed = data.invoices[0];
    await expect(store.invoices.create({ ...input, client_id: billed.client_id, job_id: billed.job_id })).rejects.toMatchObject({
      fieldErrors: { job_id: `Job ${billed.job_id} already has invoice ${billed.id}` },
    });
    const otherClients = data.jobs.find((job) => !job.invoice && job.client_id !== 'CLI-002')!;
    await expect(store.invoices.create({ ...input, job_id: otherClients.id })).rejects.toMatchObject({
      fieldErrors: { job_id: `Job ${otherClients.id} belongs to another client` },
    });
    expect(store.invoices.snapshot()).toHaveLength(45);
  });

  it('keeps the job summary in step and recomputes money on update', async () => {
    const store = freshStore();
    const invoice = data.invoices.find((i) => i.status === 'sent')!;
    const paid = await store.invoices.update(invoice.id, { status: 'paid', payment_method: 'bank_transfer', amount: 1000 });
    expect(paid).toMatchObject({ status: 'paid', payment_date: '2025-08-21', vat_amount: 200, total_amount: 1200 });
    expect((await store.jobs.get(invoice.job_id!))?.invoice).toMatchObject({ status: 'paid', amount: 1000, total_amount: 1200 });
  });
});
