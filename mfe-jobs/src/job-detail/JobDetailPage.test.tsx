import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import { formatCurrency } from 'shared-contracts/domain';
import type { Job } from 'shared-contracts/records';
import { freshProvider, providerAs, renderScreen, sampleData } from 'shared-contracts/testing';

import JobDetailPage from './JobDetailPage';

jest.setTimeout(20_000);

const renderJob = (id: string, provider: DataProvider = freshProvider()) =>
  renderScreen(<JobDetailPage />, { path: '/admin/jobs/:id', url: `/admin/jobs/${encodeURIComponent(id)}`, provider });

const withStatus = (status: string) => sampleData().jobs.find((job) => job.status === status) as Job;
const billed = () => new Set(sampleData().invoices.map((invoice) => invoice.job_id));
const card = (title: string) => screen.getByRole('region', { name: title });

describe('JobDetailPage', () => {
  it('shows "Loading..." until the job is there, then its six cards', async () => {
    const job = withStatus('in_progress');
    renderJob(job.id, freshProvider({ latencyMs: 30 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Job Details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('region', { name: 'Job Information' })).toBeInTheDocument();
    for (const title of ['Location & Schedule', 'Team & Vehicle', 'Invoice Information', 'Additional Information', 'Live Job Tracking']) {
      expect(card(title)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/admin/jobs');
    expect(screen.getByRole('link', { name: 'Edit Job' })).toHaveAttribute('href', `/admin/jobs/${job.id}/edit`);
  });

  it('shows the job: client, type, value, addresses, crew', async () => {
    const job = withStatus('scheduled');
    renderJob(job.id);
    await screen.findByRole('region', { name: 'Job Information' });
    const info = card('Job Information');
    expect(within(info).getByText(job.id)).toBeInTheDocument();
    expect(within(info).getByRole('link', { name: job.client_name })).toHaveAttribute('href', `/admin/clients/${job.client_id}`);
    expect(within(info).getByText(job.job_type)).toBeInTheDocument();
    expect(within(info).getByText(formatCurrency(job.total_amount))).toBeInTheDocument();
    expect(within(card('Location & Schedule')).getByText(job.pickup_address)).toBeInTheDocument();
    expect(within(card('Location & Schedule')).getByText(job.delivery_address)).toBeInTheDocument();
    expect(within(card('Team & Vehicle')).getByText(`${job.porter_count} porters`)).toBeInTheDocument();
    expect(within(card('Team & Vehicle')).getByRole('link', { name: job.vehicle_reg! })).toBeInTheDocument();
  });

  // The light theme's badge colours: secondary grey, default navy, outline clear, destructive red.
  it.each([
    ['scheduled', 'Scheduled', 'rgba(0, 0, 0, 0.08)'],
    ['in_progress', 'Live', 'rgb(11, 61, 145)'],
    ['completed', 'Done', 'rgba(0, 0, 0, 0)'],
  ])('badges status %s as %s', async (status, label, backgroundColor) => {
    renderJob(withStatus(status).id);
    await screen.findByRole('region', { name: 'Job Information' });
    expect(within(card('Job Information')).getByText(label, { exact: true })).toHaveStyle({ backgroundColor });
  });

  it('badges any other status with its raw text, destructive', async () => {
    const data = sampleData();
    const odd = { ...data.jobs[0], status: 'active' } as unknown as Job;
    renderJob(odd.id, createSampleProvider({ ...data, jobs: [odd, ...data.jobs.slice(1)] }));
    await screen.findByRole('region', { name: 'Job Information' });
    expect(within(card('Job Information')).getByText('active', { exact: true })).toHaveStyle({
      backgroundColor: 'rgb(153, 27, 27)',
      color: 'rgb(255, 255, 255)',
    });
  });

  it('tracks a live job without a map: route, progress to 100, ETA, remaining distance', async () => {
    const job = withStatus('in_progress');
    renderJob(job.id);
    const tracking = await screen.findByRole('region', { name: 'Live Job Tracking' });
    const bar = within(tracking).getByRole('progressbar', { name: 'Progress: In transit' });
    expect(bar).toHaveAttribute('aria-valuenow', '65');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(within(tracking).getByText('25 minutes')).toBeInTheDocument();
    expect(within(tracking).getByText('6.4 miles')).toBeInTheDocument();
    expect(within(tracking).getByText('Live tracking map unavailable')).toBeInTheDocument();
    expect(within(tracking).getByText(job.pickup_address)).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('generates an invoice through the provider and shows it', async () => {
    const user = userEvent.setup();
    const job = sampleData().jobs.find((j) => j.status === 'completed' && !billed().has(j.id))!;
    const { provider } = renderJob(job.id);
    const invoiceCard = await screen.findByRole('region', { name: 'Invoice Information' });
    expect(await within(invoiceCard).findByText('No invoice has been generated for this job yet.')).toBeInTheDocument();
    await user.click(within(invoiceCard).getByRole('button', { name: 'Generate Invoice' }));
    expect(await within(invoiceCard).findByRole('link', { name: 'View Invoice' })).toBeInTheDocument();
    const [invoice] = (await provider.getList('invoices', { filter: { job_id: job.id } })).data;
    expect(invoice).toMatchObject({ client_id: job.client_id, amount: job.total_amount, vat_rate: 20, status: 'generated' });
    expect(within(invoiceCard).getByText(invoice.id)).toBeInTheDocument();
    expect(within(invoiceCard).getByText(formatCurrency(invoice.total_amount))).toBeInTheDocument();
    expect(await screen.findByText(`Invoice ${invoice.id} has been generated for job ${job.id}.`)).toBeInTheDocument();
    expect(within(invoiceCard).getByRole('link', { name: 'View Invoice' })).toHaveAttribute('href', `/admin/invoices/${invoice.id}`);
    expect(within(invoiceCard).queryByRole('button', { name: 'Generate Invoice' })).not.toBeInTheDocument();

    await user.click(within(invoiceCard).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText(`Downloading invoice ${invoice.id} is not available yet.`)).toBeInTheDocument();
  });

  it('while generating, the button keeps its focus, says so and ignores another press', async () => {
    const user = userEvent.setup();
    const job = sampleData().jobs.find((j) => j.status === 'completed' && !billed().has(j.id))!;
    const provider = freshProvider({ latencyMs: 200 });
    const create = jest.spyOn(provider, 'create');
    renderJob(job.id, provider);
    const invoiceCard = await screen.findByRole('region', { name: 'Invoice Information' }, { timeout: 5000 });
    const button = await within(invoiceCard).findByRole('button', { name: 'Generate Invoice' });
    await user.click(button);
    expect(button).toHaveTextContent('Generating...');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    expect(await within(invoiceCard).findByRole('link', { name: 'View Invoice' })).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('shows the invoice that bills a job, read from the invoices: number, VAT, total, due date', async () => {
    // Its client has another invoice, newer and for no job: only the job's own is shown.
    const data = sampleData();
    const invoice = data.invoices.find((i) => i.job_id !== null)!;
    const other = { ...invoice, id: 'ZRV20990101001', job_id: null, amount: 1, vat_amount: 0.2, total_amount: 1.2 };
    renderJob(invoice.job_id!, createSampleProvider({ ...data, invoices: [other, ...data.invoices] }));
    const invoiceCard = await screen.findByRole('region', { name: 'Invoice Information' });
    expect(await within(invoiceCard).findByText(invoice.id)).toBeInTheDocument();
    expect(within(invoiceCard).getByText(formatCurrency(invoice.vat_amount))).toBeInTheDocument();
    expect(within(invoiceCard).getByText(formatCurrency(invoice.total_amount))).toBeInTheDocument();
    expect(within(invoiceCard).queryByRole('button', { name: 'Generate Invoice' })).not.toBeInTheDocument();
  });

  it('an invoice that cannot be read shows its own error with Retry; the rest of the job stays', async () => {
    const user = userEvent.setup();
    const provider = freshProvider();
    const job = withStatus('completed');
    const getList = jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    renderJob(job.id, provider);
    const invoiceCard = await screen.findByRole('region', { name: 'Invoice Information' });
    expect(await within(invoiceCard).findByText('The invoice could not be loaded')).toBeInTheDocument();
    expect(within(card('Job Information')).getByText(job.id)).toBeInTheDocument();
    await user.click(within(invoiceCard).getByRole('button', { name: 'Retry' }));
    expect(await within(invoiceCard).findByRole('heading', { name: 'Invoice Information' })).toBeInTheDocument();
    await waitFor(() => expect(within(invoiceCard).queryByText('The invoice could not be loaded')).not.toBeInTheDocument());
    expect(getList).toHaveBeenCalledTimes(2);
  });

  it('an unknown job id shows a not-found view with a way back', async () => {
    renderJob('JOB-1999-0001');
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Job with ID "JOB-1999-0001" not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/admin/jobs');
  });

  it('offers Retry when the job cannot be loaded', async () => {
    const provider = freshProvider();
    const get = jest.spyOn(provider, 'getOne').mockRejectedValueOnce(new Error('offline'));
    const job = withStatus('scheduled');
    renderJob(job.id, provider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Job Information' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows a viewer no Edit Job, and no Generate Invoice for a job not billed yet', async () => {
    const unbilled = sampleData().jobs.find((job) => job.status === 'completed' && !billed().has(job.id))!;
    renderJob(unbilled.id, providerAs('viewer'));
    expect(await screen.findByText('No invoice has been generated for this job yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Job' })).not.toBeInTheDocument();
  });

  it('shows a dispatcher Edit Job and no invoice, which a dispatcher may not read', async () => {
    renderJob(withStatus('scheduled').id, providerAs('dispatcher'));
    expect(await screen.findByRole('link', { name: 'Edit Job' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invoice Information' })).not.toBeInTheDocument();
  });

  it('shows in its History who changed what of the job', async () => {
    const job = withStatus('scheduled');
    const provider = providerAs('dispatcher');
    await provider.update('jobs', { id: job.id, data: { notes: 'Ring before arrival' } });
    renderJob(job.id, provider);
    expect(await screen.findByText(`Notes: ${job.notes || '—'} → Ring before arrival`)).toBeInTheDocument();
    expect(within(card('History')).getByText('Dispatcher Tester updated')).toBeInTheDocument();
  });
});
