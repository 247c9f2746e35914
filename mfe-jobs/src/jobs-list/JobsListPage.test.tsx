import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatCurrencyCompact, liveValueToday } from 'shared-contracts';
import { currentLocation, freshStore, renderScreen, sampleData } from '../testing/renderScreen';
import { JOB_SEARCH_PLACEHOLDER, JobsListPage } from './JobsListPage';

const renderList = (url = '/admin/jobs') => renderScreen(<JobsListPage />, { path: '/admin/jobs', url });
const dataRows = () => screen.getAllByRole('row').filter((row) => row.hasAttribute('data-id'));
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

// Whole screens on the real 980-job sample render slowly in jsdom.
jest.setTimeout(20_000);

describe('JobsListPage', () => {
  it('shows the title, the back and create buttons and the five figures from the data', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(screen.getByRole('link', { name: 'Create New Job' })).toHaveAttribute('href', '/admin/jobs/new');
    expect(await screen.findByRole('heading', { name: 'All Jobs (980)' })).toBeInTheDocument();
    expect(within(kpi('Total Jobs')).getByText('980')).toBeInTheDocument();
    expect(within(kpi('In Progress')).getByText('35')).toBeInTheDocument();
    expect(within(kpi('In Progress')).getByText('Active today')).toBeInTheDocument();
    expect(within(kpi('Completed')).getByText('848')).toBeInTheDocument();
    expect(within(kpi('Completed')).getByText('Historical')).toBeInTheDocument();
    expect(within(kpi('Scheduled')).getByText('97')).toBeInTheDocument();
    expect(within(kpi('Scheduled')).getByText('Future bookings')).toBeInTheDocument();
    const value = formatCurrencyCompact(liveValueToday(sampleData().jobs, new Date()));
    expect(within(kpi('Total Value')).getByText(value)).toBeInTheDocument();
  });

  it('shows the eight columns, the first page of jobs, and View and Edit on each row', async () => {
    renderList();
    await screen.findByRole('heading', { name: 'All Jobs (980)' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Job Details', 'Client & Type', 'Pickup & Delivery', 'Schedule', 'Assignment', 'Status', 'Value', 'Actions']);
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    const rows = dataRows();
    const first = sampleData().jobs[0];
    const row = rows.find((r) => r.getAttribute('data-id') === first.id) as HTMLElement;
    expect(within(row).getByText(first.client_name)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `View ${first.id}` })).toHaveAttribute('href', `/admin/jobs/${first.id}`);
    expect(within(row).getByRole('link', { name: `Edit ${first.id}` })).toHaveAttribute('href', `/admin/jobs/${first.id}/edit`);
  });

  it('highlights pickup dates that are today', async () => {
    const live = sampleData().jobs.find((job) => job.status === 'in_progress')!;
    const scheduled = sampleData().jobs.find((job) => job.status === 'scheduled')!;
    renderList(`/admin/jobs?q=${live.id}`);
    const row = await screen.findByRole('row', { name: new RegExp(live.id) });
    expect(within(row).getByText('Today')).toBeInTheDocument();
    expect(row.querySelector('[data-today="true"]')).not.toBeNull();
    cleanup();
    renderList(`/admin/jobs?q=${scheduled.id}`);
    const other = await screen.findByRole('row', { name: new RegExp(scheduled.id) });
    expect(within(other).queryByText('Today')).not.toBeInTheDocument();
  });

  it('searches by job ID, client, type, driver or vehicle, case-insensitively, with the store', async () => {
    const user = userEvent.setup();
    const { store } = renderList();
    await screen.findByRole('heading', { name: 'All Jobs (980)' });
    const target = sampleData().jobs.find((job) => job.vehicle_reg)!;
    const query = target.vehicle_reg!.slice(0, 4).toLowerCase();
    const expected = (await store.jobs.list({ search: query })).length;
    expect(expected).toBeLessThan(980);
    await user.type(screen.getByRole('searchbox', { name: JOB_SEARCH_PLACEHOLDER }), query);
    expect(await screen.findByRole('heading', { name: `All Jobs (${expected})` })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe(`/admin/jobs?${new URLSearchParams({ q: query })}`));
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'All Jobs (980)' });
    await user.type(screen.getByRole('searchbox', { name: JOB_SEARCH_PLACEHOLDER }), 'zzq');
    expect(await screen.findByRole('heading', { name: 'All Jobs (0)' })).toBeInTheDocument();
    expect(screen.getByText('No jobs match "zzq"')).toBeInTheDocument();
  });

  it('restores search, sort and page from the URL', async () => {
    renderList('/admin/jobs?q=office&sort=-total_amount&page=2');
    expect(screen.getByRole('searchbox', { name: JOB_SEARCH_PLACEHOLDER })).toHaveValue('office');
    await screen.findByText(/^11–20 of \d+$/);
    expect(screen.getByRole('columnheader', { name: /Value/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens a job from its View button', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('heading', { name: 'All Jobs (980)' });
    const first = sampleData().jobs[0];
    await user.click(await screen.findByRole('link', { name: `View ${first.id}` }));
    expect(currentLocation()).toBe(`/admin/jobs/${first.id}`);
  });
});

describe('JobsListPage while loading and on failure', () => {
  it('shows dashes and a loading table until the jobs arrive', async () => {
    renderList();
    expect(within(kpi('Total Jobs')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Jobs (980)' })).toBeInTheDocument();
  });

  it('offers Retry when the jobs cannot be loaded', async () => {
    const user = userEvent.setup();
    const store = freshStore();
    jest.spyOn(store.jobs, 'list').mockRejectedValueOnce(new Error('offline'));
    renderScreen(<JobsListPage />, { path: '/admin/jobs', url: '/admin/jobs', store });
    expect(await screen.findByText('Jobs could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'All Jobs (980)' })).toBeInTheDocument();
  });
});
