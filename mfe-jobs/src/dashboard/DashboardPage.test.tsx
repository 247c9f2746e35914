import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createDataStore, dashboardStats, formatCurrencyCompact, formatDateLong } from 'shared-contracts';
import { currentLocation, renderScreen, sampleData } from '../testing/renderScreen';
import { DashboardPage } from './DashboardPage';

const renderDashboard = (store?: ReturnType<typeof createDataStore>) =>
  renderScreen(<DashboardPage />, { path: '/admin/dashboard', url: '/admin/dashboard', ...(store ? { store } : {}) });

const card = (title: string) => screen.getByRole('region', { name: new RegExp(`^${title}`) });

// Whole screens on the real 980-job sample render slowly in jsdom.
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
    const data = sampleData();
    const stats = dashboardStats(data, new Date());
    const links = [
      ['Total Jobs', '980', 'Completed deliveries', '/admin/jobs'],
      ['Active Jobs', '35', 'In progress', '/admin/jobs'],
      ['Revenue', formatCurrencyCompact(stats.totalRevenue), 'This quarter', '/admin/invoices'],
      ['Fleet Vehicles', String(data.vehicles.length), 'Total vehicles', '/admin/vehicles'],
    ];
    for (const [title, value, description, href] of links) {
      const link = await screen.findByRole('link', { name: `${title} ${value} ${description}` });
      expect(link).toHaveAttribute('href', href);
    }
  });

  it('lists the five most recent jobs per status with count badges, each opening its page', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('link', { name: /^Total Jobs/ });
    expect(within(card('Live Jobs')).getByTestId('job-count')).toHaveTextContent('35');
    expect(within(card('Scheduled')).getByTestId('job-count')).toHaveTextContent('97');
    expect(within(card('Completed')).getByTestId('job-count')).toHaveTextContent('848');
    expect(within(card('Live Jobs')).getByText('Currently in progress')).toBeInTheDocument();
    expect(within(card('Scheduled')).getByText('Upcoming jobs')).toBeInTheDocument();
    expect(within(card('Completed')).getByText('Recent completions')).toBeInTheDocument();
    const live = within(card('Live Jobs')).getAllByRole('listitem');
    expect(live).toHaveLength(5);
    expect(within(live[0]).getByText('Live')).toBeInTheDocument();
    const firstLink = within(live[0]).getAllByRole('link')[0];
    const id = firstLink.getAttribute('href')!.split('/').pop()!;
    await user.click(firstLink);
    expect(currentLocation()).toBe(`/admin/jobs/${id}`);
  });

  it('offers an invoice action on completed jobs only, reachable by keyboard', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: /^Total Jobs/ });
    const completed = within(card('Completed')).getAllByRole('listitem');
    const jobId = within(completed[0]).getAllByRole('link')[0].getAttribute('href')!.split('/').pop()!;
    const invoice = within(completed[0]).getByRole('link', { name: `Invoice for ${jobId}` });
    expect(invoice).toHaveAttribute('href', `/admin/invoices?job=${jobId}`);
    expect(within(card('Live Jobs')).queryByRole('link', { name: /^Invoice for/ })).not.toBeInTheDocument();
    invoice.focus();
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
    const data = sampleData();
    renderDashboard(createDataStore({ ...data, jobs: data.jobs.filter((job) => job.status !== 'in_progress') }));
    await screen.findByRole('link', { name: /^Total Jobs/ });
    expect(within(card('Live Jobs')).getByText('No live jobs')).toBeInTheDocument();
    expect(within(card('Live Jobs')).getByText('Everything is up to date')).toBeInTheDocument();
  });

  it('runs the four quick actions', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await screen.findByRole('link', { name: /^Total Jobs/ });
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole('button');
    expect(actions.map((a) => a.textContent)).toEqual(['Create New Job', 'Add Driver', 'Register Vehicle', 'Generate Invoice']);
    await user.click(screen.getByRole('button', { name: 'Register Vehicle' }));
    expect(currentLocation()).toBe('/admin/vehicles/new');
  });

  it('shows the totals with a sum check that holds', async () => {
    renderDashboard();
    await screen.findByRole('link', { name: /^Total Jobs/ });
    const footer = screen.getByRole('region', { name: 'Job totals' });
    expect(footer).toHaveTextContent('Total jobs: 980');
    expect(footer).toHaveTextContent('35 live + 97 scheduled + 848 completed = 980');
    expect(footer).toHaveTextContent('Sum check passed');
  });

  it('Refresh reloads the data and the last-updated time', async () => {
    // Only the clock is faked, so the store's promises and user-event run as usual.
    jest.useFakeTimers({
      now: new Date(2025, 7, 21, 9, 15, 0),
      doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'],
    });
    try {
      const user = userEvent.setup();
      const store = createDataStore(sampleData());
      const list = jest.spyOn(store.jobs, 'list');
      renderDashboard(store);
      await screen.findByRole('link', { name: /^Total Jobs/ });
      expect(screen.getByText('Last updated: 09:15:00')).toBeInTheDocument();
      const calls = list.mock.calls.length;
      jest.setSystemTime(new Date(2025, 7, 21, 9, 16, 30));
      await user.click(screen.getByRole('button', { name: 'Refresh' }));
      expect(screen.getByText('Last updated: 09:16:30')).toBeInTheDocument();
      expect(list.mock.calls.length).toBeGreaterThan(calls);
      expect(await screen.findByRole('link', { name: /^Total Jobs 980/ })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs a failure to the console only', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = createDataStore(sampleData());
    store.jobs.list = () => Promise.reject(new Error('offline'));
    renderDashboard(store);
    await screen.findByRole('link', { name: 'Total Jobs — Completed deliveries' });
    expect(error).toHaveBeenCalledWith('Dashboard data could not be loaded', expect.any(Error));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    error.mockRestore();
  });
});
