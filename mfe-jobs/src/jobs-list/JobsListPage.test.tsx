import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import type { Job } from 'shared-contracts/records';
import { freshProvider, providerAs, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import JobsListPage from './JobsListPage';

jest.setTimeout(30_000);

const renderList = (url = '/admin/jobs', provider: DataProvider = freshProvider(), now?: () => Date) =>
  renderScreen(<JobsListPage />, { path: '/admin/jobs', url, provider, now });
const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);
/** The job id each row shows, top to bottom. */
const shownIds = () => dataRows().map((row) => /JOB-\d{4}-\d{4}/.exec(row.textContent ?? '')?.[0]);
/** Waits for the six jobs' table to show its rows. */
async function sixJobsShown() {
  await screen.findByRole('heading', { name: 'All Jobs (6)' });
  await waitFor(() => expect(dataRows()).toHaveLength(6));
}
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

/** Six jobs on 22 November 2026 whose order, sums and matches are worked out by hand below. */
const TODAY = new Date(2026, 10, 22, 10, 0);
function fixtureJob(id: string, fields: Partial<Job>): Job {
  return { ...sampleData().jobs[0], driver_name: 'Sam Carter', id, ...fields };
}
const FIXTURE_JOBS = [
  fixtureJob('JOB-2026-0001', {
    status: 'completed',
    pickup_date: '2026-11-20',
    pickup_time: '09:00',
    client_name: 'Hartley Fine Art',
    vehicle_reg: 'ZVX-101',
    total_amount: 900,
  }),
  fixtureJob('JOB-2026-0002', {
    status: 'scheduled',
    pickup_date: '2026-11-25',
    pickup_time: '09:00',
    client_name: 'Calder Gallery',
    vehicle_reg: 'ZVX-204',
    total_amount: 1200,
  }),
  fixtureJob('JOB-2026-0003', {
    status: 'in_progress',
    pickup_date: '2026-11-22',
    pickup_time: '13:00',
    client_name: 'Brook Events',
    vehicle_reg: 'ZVX-105',
    total_amount: 1500,
  }),
  fixtureJob('JOB-2026-0004', {
    status: 'scheduled',
    pickup_date: '2026-11-23',
    pickup_time: '09:00',
    client_name: 'Mercer Studios',
    vehicle_reg: 'ZVX-310',
    total_amount: 400,
  }),
  fixtureJob('JOB-2026-0005', {
    status: 'in_progress',
    pickup_date: '2026-11-22',
    pickup_time: '08:00',
    client_name: 'Aldgate Removals',
    vehicle_reg: 'ZVX-220',
    total_amount: 1700,
  }),
  fixtureJob('JOB-2026-0006', {
    status: 'in_progress',
    pickup_date: '2026-11-21',
    pickup_time: '16:00',
    client_name: 'Thornbury Antiques',
    vehicle_reg: 'ZVX-330',
    total_amount: 5000,
  }),
];
const now = () => TODAY;
const fixtureProvider = (latencyMs = 0) => createSampleProvider({ ...sampleData(), jobs: FIXTURE_JOBS }, { now, latencyMs });
/** The list on 22 November 2026 over the six jobs. */
const renderSix = (url = '/admin/jobs', provider = fixtureProvider()) => renderList(url, provider, now);

describe('JobsListPage on the sample data', () => {
  it('shows the title, the back and create buttons and the four counts', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Create New Job' })).toHaveAttribute('href', '/admin/jobs/new');
    expect(await screen.findByRole('heading', { name: `All Jobs (${SAMPLE_SIZES.jobs})` })).toBeInTheDocument();
    expect(within(kpi('Total Jobs')).getByText(String(SAMPLE_SIZES.jobs))).toBeInTheDocument();
    expect(within(kpi('In Progress')).getByText(String(SAMPLE_SIZES.jobsInProgress))).toBeInTheDocument();
    expect(within(kpi('In Progress')).getByText('Active today')).toBeInTheDocument();
    expect(within(kpi('Completed')).getByText(String(SAMPLE_SIZES.jobsCompleted))).toBeInTheDocument();
    expect(within(kpi('Completed')).getByText('Historical')).toBeInTheDocument();
    expect(within(kpi('Scheduled')).getByText(String(SAMPLE_SIZES.jobsScheduled))).toBeInTheDocument();
    expect(within(kpi('Scheduled')).getByText('Future bookings')).toBeInTheDocument();
  });

  it('shows the eight columns and ten rows of the first page', async () => {
    renderList();
    await screen.findByRole('heading', { name: `All Jobs (${SAMPLE_SIZES.jobs})` });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Job Details', 'Client & Type', 'Pickup & Delivery', 'Schedule', 'Assignment', 'Status', 'Value', 'Actions']);
    await waitFor(() => expect(dataRows()).toHaveLength(10));
  });

  it('restores search, sort and page from the URL', async () => {
    renderList('/admin/jobs?q=office&sort=-total_amount&page=2');
    expect(screen.getByRole('searchbox', { name: 'Search by job ID, client, type, driver, or vehicle...' })).toHaveValue('office');
    await screen.findByText(/^11–20 of \d+$/);
    expect(screen.getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('JobsListPage on six jobs', () => {
  it("opens on today's work: live jobs, then upcoming soonest first, then completed", async () => {
    renderSix();
    await sixJobsShown();
    expect(shownIds()).toEqual(['JOB-2026-0006', 'JOB-2026-0005', 'JOB-2026-0003', 'JOB-2026-0004', 'JOB-2026-0002', 'JOB-2026-0001']);
  });

  it('a sort the user picks replaces that order and goes into the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderSix();
    await sixJobsShown();
    await user.click(within(screen.getByRole('columnheader', { name: /Value/ })).getByText('Value'));
    expect(shownIds()).toEqual(['JOB-2026-0004', 'JOB-2026-0001', 'JOB-2026-0002', 'JOB-2026-0003', 'JOB-2026-0005', 'JOB-2026-0006']);
    expect(location()).toBe('/admin/jobs?sort=total_amount');
  });

  it('Total Value sums the jobs in progress that pick up today: £1,500 + £1,700', async () => {
    renderSix();
    await sixJobsShown();
    expect(within(kpi('Total Value')).getByText('£3.2k')).toBeInTheDocument();
  });

  it('keeps the figures of every job while the table shows a search', async () => {
    const user = userEvent.setup();
    renderSix();
    await sixJobsShown();
    await user.type(screen.getByRole('searchbox', { name: 'Search by job ID, client, type, driver, or vehicle...' }), 'calder');
    expect(await screen.findByRole('heading', { name: 'All Jobs (1)' })).toBeInTheDocument();
    expect(within(kpi('Total Jobs')).getByText('6')).toBeInTheDocument();
    expect(within(kpi('In Progress')).getByText('3')).toBeInTheDocument();
    expect(within(kpi('Scheduled')).getByText('2')).toBeInTheDocument();
    expect(within(kpi('Total Value')).getByText('£3.2k')).toBeInTheDocument();
  });

  it('marks the pickup dates that are today', async () => {
    renderSix();
    await sixJobsShown();
    const todayTags = dataRows().filter((row) => within(row).queryByText('Today'));
    expect(todayTags.map((row) => /JOB-\d{4}-\d{4}/.exec(row.textContent ?? '')?.[0])).toEqual(['JOB-2026-0005', 'JOB-2026-0003']);
  });

  it('searches job ID, client, type, driver and vehicle, ignoring case, into the URL', async () => {
    const user = userEvent.setup();
    const { location } = renderSix();
    await sixJobsShown();
    await user.type(screen.getByRole('searchbox', { name: 'Search by job ID, client, type, driver, or vehicle...' }), 'zvx-10');
    expect(await screen.findByRole('heading', { name: 'All Jobs (2)' })).toBeInTheDocument();
    expect(shownIds()).toEqual(['JOB-2026-0003', 'JOB-2026-0001']);
    await waitFor(() => expect(location()).toBe('/admin/jobs?q=zvx-10'));
    await user.clear(screen.getByRole('searchbox', { name: 'Search by job ID, client, type, driver, or vehicle...' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by job ID, client, type, driver, or vehicle...' }), 'CALDER');
    expect(await screen.findByRole('heading', { name: 'All Jobs (1)' })).toBeInTheDocument();
    expect(shownIds()).toEqual(['JOB-2026-0002']);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderSix();
    await sixJobsShown();
    await user.type(screen.getByRole('searchbox', { name: 'Search by job ID, client, type, driver, or vehicle...' }), 'zzq');
    expect(await screen.findByRole('heading', { name: 'All Jobs (0)' })).toBeInTheDocument();
    expect(screen.getByText('No jobs match "zzq"')).toBeInTheDocument();
  });

  it('has View and Edit on each row, and View opens the job', async () => {
    const user = userEvent.setup();
    const { location } = renderSix();
    await sixJobsShown();
    expect(screen.getByRole('link', { name: 'Edit JOB-2026-0004' })).toHaveAttribute('href', '/admin/jobs/JOB-2026-0004/edit');
    await user.click(screen.getByRole('link', { name: 'View JOB-2026-0004' }));
    expect(location()).toBe('/admin/jobs/JOB-2026-0004');
  });
});

describe('JobsListPage while loading and on failure', () => {
  it('shows dashes and a loading table until the jobs arrive', async () => {
    renderSix();
    expect(within(kpi('Total Jobs')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Jobs (6)' })).toBeInTheDocument();
  });

  it('offers Retry when the jobs cannot be loaded', async () => {
    const user = userEvent.setup();
    const provider = fixtureProvider();
    jest.spyOn(provider, 'getList').mockRejectedValueOnce(new Error('offline'));
    renderSix('/admin/jobs', provider);
    expect(await screen.findByText('Jobs could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'All Jobs (6)' })).toBeInTheDocument();
  });

  it('offers Create New Job only to a role that may create jobs', async () => {
    renderList('/admin/jobs', providerAs('viewer'));
    expect(await screen.findByRole('heading', { name: `All Jobs (${SAMPLE_SIZES.jobs})` })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create New Job' })).not.toBeInTheDocument();
  });

  it('offers Create New Job to a dispatcher', async () => {
    renderList('/admin/jobs', providerAs('dispatcher'));
    expect(await screen.findByRole('link', { name: 'Create New Job' })).toHaveAttribute('href', '/admin/jobs/new');
  });
});
