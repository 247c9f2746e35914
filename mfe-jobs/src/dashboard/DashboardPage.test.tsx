import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import { formatDateLong } from 'shared-contracts/domain';
import type { Job } from 'shared-contracts/records';
import { freshProvider, providerAs, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import DashboardPage from './DashboardPage';

const renderDashboard = (provider: DataProvider = freshProvider(), now?: () => Date) =>
  renderScreen(<DashboardPage />, { path: '/admin/dashboard', url: '/admin/dashboard', provider, now });
/** A provider over today's sample data with these jobs instead of the sample's. */
const withJobs = (jobs: Job[]) => createSampleProvider({ ...sampleData(), jobs });

const card = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });

jest.setTimeout(20_000);

describe('DashboardPage', () => {
  it('shows the header with the long date, last update, System Online and Refresh', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(screen.getByText(formatDateLong(new Date()))).toBeInTheDocument();
    expect(screen.getByText(/^Last updated: \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByText('System Online')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Total Jobs/ })).toBeInTheDocument();
  });

  it('has four clickable figures from the data, each going where the specification says', async () => {
    renderDashboard();
    const links = [
      ['Total Jobs', String(SAMPLE_SIZES.jobs), 'Completed deliveries', '/admin/jobs'],
      ['Active Jobs', String(SAMPLE_SIZES.jobsInProgress), 'In progress', '/admin/jobs'],
      ['Revenue', '£', 'This quarter', '/admin/invoices'],
      ['Fleet Vehicles', String(SAMPLE_SIZES.vehicles), 'Total vehicles', '/admin/vehicles'],
    ];
    for (const [title, value, description, href] of links) {
      const link = await screen.findByRole('link', { name: new RegExp(`^${title} ${value}.* ${description}$`) });
      expect(link).toHaveAttribute('href', href);
    }
    // Each figure in a cell of its own.
    const figures = within(screen.getByRole('list', { name: 'Key figures' })).getAllByRole('listitem');
    expect(figures.map((figure) => within(figure).getAllByRole('link').length)).toEqual([1, 1, 1, 1]);
  });

  it('Revenue is the value of jobs completed since the quarter began: £1,000 + £2,500.50', async () => {
    const job = (id: string, status: string, pickup_date: string, total_amount: number) =>
      ({ ...sampleData().jobs[0], id, status, pickup_date, total_amount }) as Job;
    const jobs = [
      job('JOB-2026-0001', 'completed', '2026-10-01', 1000),
      job('JOB-2026-0002', 'completed', '2026-11-20', 2500.5),
      job('JOB-2026-0003', 'completed', '2026-09-30', 9000),
      job('JOB-2026-0004', 'in_progress', '2026-11-22', 700),
    ];
    renderDashboard(withJobs(jobs), () => new Date(2026, 10, 22, 10, 0));
    expect(await screen.findByRole('link', { name: 'Revenue £3.5k This quarter' })).toHaveAttribute('href', '/admin/invoices');
  });

  it('a card lists the five most recently created jobs of its status, newest first, and counts them all', async () => {
    const job = (id: string, status: string, created_at: string) => ({ ...sampleData().jobs[0], id, status, created_at }) as Job;
    const jobs = [
      job('JOB-2025-0001', 'completed', '2025-08-01T10:00:00Z'),
      job('JOB-2025-0002', 'completed', '2025-08-03T10:00:00Z'),
      job('JOB-2025-0003', 'in_progress', '2025-08-09T10:00:00Z'),
      job('JOB-2025-0004', 'completed', '2025-08-02T10:00:00Z'),
      job('JOB-2025-0005', 'completed', '2025-08-05T10:00:00Z'),
      job('JOB-2025-0006', 'completed', '2025-08-04T10:00:00Z'),
      job('JOB-2025-0007', 'completed', '2025-08-06T10:00:00Z'),
      job('JOB-2025-0008', 'completed', '2025-07-30T10:00:00Z'),
    ];
    renderDashboard(withJobs(jobs));
    await screen.findByRole('link', { name: 'Total Jobs 8 Completed deliveries' });
    expect(within(card('Completed')).getByRole('button', { name: 'Completed Recent completions 7' })).toBeInTheDocument();
    const shown = within(card('Completed'))
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0].getAttribute('href'));
    expect(shown).toEqual([
      '/admin/jobs/JOB-2025-0007',
      '/admin/jobs/JOB-2025-0005',
      '/admin/jobs/JOB-2025-0006',
      '/admin/jobs/JOB-2025-0002',
      '/admin/jobs/JOB-2025-0004',
    ]);
    expect(within(card('Live Jobs')).getByRole('button', { name: 'Live Jobs Currently in progress 1' })).toBeInTheDocument();
    expect(within(card('Scheduled')).getByText('No scheduled jobs')).toBeInTheDocument();
  });

  it('lists the five most recent jobs per status with count badges, each opening its page', async () => {
    const user = userEvent.setup();
    const { location } = renderDashboard();
    await screen.findByRole('link', { name: /^Total Jobs/ });
    expect(
      within(card('Live Jobs')).getByRole('button', { name: `Live Jobs Currently in progress ${SAMPLE_SIZES.jobsInProgress}` }),
    ).toBeInTheDocument();
    expect(
      within(card('Scheduled')).getByRole('button', { name: `Scheduled Upcoming jobs ${SAMPLE_SIZES.jobsScheduled}` }),
    ).toBeInTheDocument();
    expect(
      within(card('Completed')).getByRole('button', { name: `Completed Recent completions ${SAMPLE_SIZES.jobsCompleted}` }),
    ).toBeInTheDocument();
    const live = within(card('Live Jobs')).getAllByRole('listitem');
    expect(live).toHaveLength(5);
    expect(within(live[0]).getByText('Live')).toBeInTheDocument();
    const firstLink = within(live[0]).getAllByRole('link')[0];
    const id = firstLink.getAttribute('href')!.split('/').pop()!;
    await user.click(firstLink);
    expect(location()).toBe(`/admin/jobs/${id}`);
  });

  it('offers an invoice action on completed jobs only, reachable by keyboard', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('link', { name: /^Total Jobs/ });
    const completed = within(card('Completed')).getAllByRole('listitem');
    const jobId = within(completed[0]).getAllByRole('link')[0].getAttribute('href')!.split('/').pop()!;
    const invoice = within(completed[0]).getByRole('link', { name: `Invoice for ${jobId}` });
    expect(invoice).toHaveAttribute('href', `/admin/invoices?job=${jobId}`);
    expect(within(card('Live Jobs')).queryByRole('link', { name: /^Invoice for/ })).not.toBeInTheDocument();
    // Tab reaches it, as a keyboard user would (focus() would also reach an element Tab skips).
    for (let presses = 0; presses < 60 && document.activeElement !== invoice; presses++) await user.tab();
    expect(invoice).toHaveFocus();
  });

  it('collapses and expands a card', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('link', { name: /^Total Jobs/ });
    const toggle = within(card('Scheduled')).getByRole('button', { name: /Scheduled/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the empty state when a status has no jobs', async () => {
    renderDashboard(withJobs(sampleData().jobs.filter((job) => job.status !== 'in_progress')));
    await screen.findByRole('link', { name: /^Total Jobs/ });
    expect(within(card('Live Jobs')).getByText('No live jobs')).toBeInTheDocument();
    expect(within(card('Live Jobs')).getByText('Everything is up to date')).toBeInTheDocument();
  });

  it('runs the four quick actions', async () => {
    const user = userEvent.setup();
    const { location } = renderDashboard();
    await screen.findByRole('link', { name: /^Total Jobs/ });
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole('button');
    expect(actions.map((a) => a.textContent)).toEqual(['Create New Job', 'Add Driver', 'Register Vehicle', 'Generate Invoice']);
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(location()).toBe('/admin/vehicles/new');
  });

  it('shows the totals with a sum check that holds', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: /^Total Jobs/ });
    const footer = screen.getByRole('region', { name: 'Job totals' });
    expect(footer).toHaveTextContent(`Total jobs: ${SAMPLE_SIZES.jobs}`);
    expect(footer).toHaveTextContent(
      `${SAMPLE_SIZES.jobsInProgress} live + ${SAMPLE_SIZES.jobsScheduled} scheduled + ${SAMPLE_SIZES.jobsCompleted} completed = ${SAMPLE_SIZES.jobs}`,
    );
    expect(footer).toHaveTextContent('Sum check passed');
  });

  it('fails the sum check, naming it, when a job has another status', async () => {
    const data = sampleData();
    const changed = data.jobs.findIndex((job) => job.status === 'scheduled');
    const jobs = data.jobs.map((job, index) => (index === changed ? ({ ...job, status: 'active' } as unknown as Job) : job));
    renderDashboard(withJobs(jobs));
    await screen.findByRole('link', { name: /^Total Jobs/ });
    const footer = screen.getByRole('region', { name: 'Job totals' });
    expect(footer).toHaveTextContent(`Total jobs: ${SAMPLE_SIZES.jobs}`);
    expect(footer).toHaveTextContent(
      `${SAMPLE_SIZES.jobsInProgress} live + ${SAMPLE_SIZES.jobsScheduled - 1} scheduled + ${SAMPLE_SIZES.jobsCompleted} completed = ${SAMPLE_SIZES.jobs - 1}`,
    );
    expect(footer).toHaveTextContent('Sum check failed: 1 job with status active');
  });

  it('Refresh reloads the data and the last-updated time', async () => {
    // Only the clock is faked, so the store's promises and user-event run as usual.
    jest.useFakeTimers({
      now: new Date(2025, 7, 21, 9, 15, 0),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'nextTick',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
    try {
      const user = userEvent.setup();
      const provider = freshProvider();
      const aggregate = jest.spyOn(provider, 'aggregate');
      const getList = jest.spyOn(provider, 'getList');
      renderDashboard(provider);
      await screen.findByRole('link', { name: new RegExp(`^Total Jobs ${SAMPLE_SIZES.jobs}`) });
      expect(screen.getByText('Last updated: 09:15:00')).toBeInTheDocument();
      const [figures, lists] = [aggregate.mock.calls.length, getList.mock.calls.length];
      jest.setSystemTime(new Date(2025, 7, 21, 9, 16, 30));
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(screen.getByText('Last updated: 09:16:30')).toBeInTheDocument();
      // The four figures' three reads (jobs by status, revenue, vehicles) and the three cards' lists, each once more.
      await waitFor(() => expect(aggregate.mock.calls.length).toBe(figures + 3));
      expect(getList.mock.calls.length).toBe(lists + 3);
      expect(await screen.findByRole('link', { name: new RegExp(`^Total Jobs ${SAMPLE_SIZES.jobs}`) })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs a failure to the console only', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const provider = freshProvider();
    jest.spyOn(provider, 'aggregate').mockRejectedValue(new Error('offline'));
    renderDashboard(provider);
    await screen.findByRole('link', { name: 'Total Jobs — Completed deliveries' });
    expect(error).toHaveBeenCalledWith('Dashboard data could not be loaded', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('Refresh reads again what failed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const provider = freshProvider();
    const failing = jest.spyOn(provider, 'aggregate').mockRejectedValue(new Error('offline'));
    renderDashboard(provider);
    await screen.findByRole('link', { name: 'Total Jobs — Completed deliveries' });
    expect(within(screen.getByRole('region', { name: /^Live Jobs/ })).getAllByRole('listitem')).toHaveLength(5);
    failing.mockRestore();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('link', { name: `Total Jobs ${SAMPLE_SIZES.jobs} Completed deliveries` })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Job totals' })).toHaveTextContent('Sum check passed');
    error.mockRestore();
  });

  it('shows a fleet manager the fleet and what they may add, not the jobs they may not read', async () => {
    renderDashboard(providerAs('fleet_manager'));
    expect(await screen.findByRole('link', { name: /^Fleet Vehicles 29/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Total Jobs/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Revenue/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Live Jobs/ })).not.toBeInTheDocument();
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole('button');
    expect(actions.map((action) => action.textContent)).toEqual(['Add Driver', 'Register Vehicle']);
  });

  it('offers a viewer no quick action', async () => {
    renderDashboard(providerAs('viewer'));
    expect(await screen.findByRole('link', { name: /^Total Jobs/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).not.toBeInTheDocument();
  });
});
