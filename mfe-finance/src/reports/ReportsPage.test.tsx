import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { renderScreen } from 'shared-contracts/testing';

import { REPORT_TODAY, reportProvider } from './reportFixture';
import ReportsPage from './ReportsPage';

/** What a read asked for: its resource and parameters (the data layer adds an AbortSignal). */
const asked = (call: unknown[]) => call.slice(0, 2);

jest.setTimeout(20_000);

const renderReports = (provider: DataProvider = reportProvider()) =>
  renderScreen(<ReportsPage />, { path: '/admin/reports', url: '/admin/reports', provider, now: () => REPORT_TODAY });
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent));
const items = (title: string) =>
  within(screen.getByRole('region', { name: title }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('ReportsPage', () => {
  it('shows "Reports & Analytics", the Updated badge and Back to Dashboard to /admin', async () => {
    renderReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reports & Analytics' })).toBeInTheDocument();
    expect(screen.getByText('Updated 21 Aug 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
  });

  it('shows the four key figures computed from the data', async () => {
    renderReports();
    await screen.findByRole('list', { name: 'Key figures' });
    expect(within(kpi('Monthly Revenue')).getByText('£3.5k')).toBeInTheDocument();
    expect(within(kpi('Monthly Revenue')).getByText('+12.4% from last month')).toBeInTheDocument();
    expect(within(kpi('Jobs Completed')).getByText('3')).toBeInTheDocument();
    expect(within(kpi('Jobs Completed')).getByText('+0% from last month')).toBeInTheDocument();
    expect(within(kpi('Driver Utilisation')).getByText('75%')).toBeInTheDocument();
    expect(within(kpi('Driver Utilisation')).getByText('3 of 4 drivers on a job')).toBeInTheDocument();
    expect(within(kpi('Fleet Utilisation')).getByText('50%')).toBeInTheDocument();
    expect(within(kpi('Fleet Utilisation')).getByText('2 of 4 vehicles active')).toBeInTheDocument();
  });

  it('gives each chart a table of its figures', async () => {
    renderReports();
    for (const title of ['Revenue by Client Type', 'Popular Routes', 'Performance Trend']) {
      expect(await screen.findByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(tableRows('Revenue by client type')).toEqual([
      ['Client Type', 'Revenue', 'Share'],
      ['Museum', '£3k', '67%'],
      ['Art Gallery', '£1.5k', '33%'],
    ]);
    expect(tableRows('Popular routes')).toEqual([
      ['Route', 'Jobs', 'Revenue'],
      ['London → Leeds', '2', '£1,500'],
      ['Within Bath', '1', '£2,000'],
    ]);
    expect(tableRows('Performance trend by month')).toEqual([
      ['Month', 'Revenue', 'Jobs'],
      ['Apr', '£2,730', '2'],
      ['May', '£2,940', '3'],
      ['Jun', '£3,255', '3'],
      ['Jul', '£3,115', '3'],
      ['Aug', '£3,500', '3'],
    ]);
  });

  it('lists Key Wins, Opportunities and Action Items', async () => {
    renderReports();
    await screen.findByRole('region', { name: 'Key Wins' });
    expect(items('Key Wins')).toContain('Revenue up 12.4% on last month, to £3.5k');
    expect(items('Opportunities')).toContain(
      'London → Leeds is the busiest route, with 2 jobs: a regular service could carry return loads',
    );
    expect(items('Action Items')).toContain('Chase 1 overdue invoice worth £600.00');
  });

  it('offers Retry when any of its figures cannot be loaded, and Retry reads that one again', async () => {
    const user = userEvent.setup();
    const provider = reportProvider();
    const aggregate = jest.spyOn(provider, 'aggregate');
    aggregate.mockImplementationOnce(async (resource) => {
      throw new Error(`${resource} offline`);
    });
    renderReports(provider);
    expect(await screen.findByText('The report could not be prepared')).toBeInTheDocument();
    const reads = aggregate.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
    expect(aggregate).toHaveBeenCalledTimes(reads + 1);
  });

  it('reads every figure as a count or a sum from the provider, never the records', async () => {
    const provider = reportProvider();
    const aggregate = jest.spyOn(provider, 'aggregate');
    const getList = jest.spyOn(provider, 'getList');
    renderReports(provider);
    await screen.findByRole('list', { name: 'Key figures' });
    expect(getList).not.toHaveBeenCalled();
    expect(aggregate.mock.calls.map(asked)).toEqual(
      expect.arrayContaining([
        // The 30 days up to 21 Aug 2025.
        [
          'jobs',
          {
            groupBy: 'route',
            sum: ['total_amount'],
            filter: { status: 'completed', pickup_date_gte: '2025-07-22', pickup_date_lte: '2025-08-21' },
          },
        ],
        ['clients', { groupBy: 'client_type', sum: ['total_revenue'], filter: { total_revenue_gt: 0 } }],
        ['drivers', { groupBy: 'current_status' }],
        ['vehicles', { groupBy: 'status' }],
        ['jobs', { filter: { status: 'scheduled' } }],
        ['invoices', { groupBy: 'status', sum: ['total_amount'] }],
      ]),
    );
    expect(aggregate).toHaveBeenCalledTimes(6);
  });
});
