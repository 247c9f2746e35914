import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { createSampleProvider } from 'shared-contracts/data';
import type { SystemAlert } from 'shared-contracts/records';
import { freshProvider, providerAs, renderScreen, SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

import SystemAlertsPage from './SystemAlertsPage';

jest.setTimeout(20_000);

const renderAlerts = (url = '/admin/alerts', provider: DataProvider = freshProvider(), now?: () => Date) =>
  renderScreen(<SystemAlertsPage />, { path: '/admin/alerts', url, provider, now });
/** What the sidebar's Alerts badge counts. */
const activeCount = async (provider: DataProvider) => (await provider.aggregate('systemAlerts', { filter: { status: 'active' } }))[0].count;
const statusOf = async (provider: DataProvider, title: string) => (await provider.getList('systemAlerts', { q: title })).data[0].status;
const dataRows = () => screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('gridcell').length > 0);
const rowOf = (title: string) => dataRows().find((row) => row.textContent?.includes(title)) as HTMLElement;
const kpi = (title: string) => screen.getByText(title, { selector: 'p' }).closest('li') as HTMLElement;

// The five sample alerts: three active raised today (05:42, 04:15, 02:30), one acknowledged and
// one resolved raised yesterday.
describe('SystemAlertsPage', () => {
  it('shows the title, the active count, the back button and the four figures', async () => {
    renderAlerts();
    expect(screen.getByRole('heading', { level: 1, name: 'System Alerts' })).toBeInTheDocument();
    expect(await screen.findByText('3 active alerts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    expect(within(kpi('Active Alerts')).getByText(String(SAMPLE_SIZES.activeSystemAlerts))).toBeInTheDocument();
    expect(within(kpi('Acknowledged')).getByText('1')).toBeInTheDocument();
    expect(within(kpi('Resolved')).getByText('1')).toBeInTheDocument();
    expect(within(kpi('Total Today')).getByText('3')).toBeInTheDocument();
  });

  it('shows the seven columns, and Acknowledge and Resolve on active alerts only', async () => {
    renderAlerts();
    await screen.findByRole('heading', { name: `Alerts (${SAMPLE_SIZES.systemAlerts})` });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Alert Details',
      'Type & Severity',
      'Vehicle & Driver',
      'Location',
      'Time',
      'Status',
      'Actions',
    ]);
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    const speeding = rowOf('Speed limit exceeded');
    expect(speeding).toHaveTextContent('Recorded 68 mph in a 50 mph zone.');
    expect(speeding).toHaveTextContent('Speeding');
    expect(speeding).toHaveTextContent('High');
    expect(speeding).toHaveTextContent('A406 North Circular, London');
    expect(speeding).toHaveTextContent('05:42');
    expect(within(speeding).getByRole('button', { name: 'Acknowledge Speed limit exceeded' })).toBeInTheDocument();
    expect(within(speeding).getByRole('button', { name: 'Resolve Speed limit exceeded' })).toBeInTheDocument();
    for (const title of ['Left planned route', 'Harsh braking event']) {
      expect(within(rowOf(title)).queryAllByRole('button')).toEqual([]);
      expect(rowOf(title)).toHaveTextContent('No action needed');
    }
    expect(rowOf('Left planned route')).toHaveTextContent('Acknowledged');
    expect(rowOf('Harsh braking event')).toHaveTextContent('Resolved');
  });

  it('Acknowledge changes the alert through the provider: its row, the figures and the sidebar count follow', async () => {
    const user = userEvent.setup();
    const { provider } = renderAlerts();
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Acknowledge Speed limit exceeded' }));
    expect(await screen.findByText('Alert Acknowledged', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('"Speed limit exceeded" has been acknowledged.')).toBeInTheDocument();
    expect(await statusOf(provider, 'Speed limit exceeded')).toBe('acknowledged');
    expect(await activeCount(provider)).toBe(2);
    await waitFor(() => expect(screen.getByText('2 active alerts')).toBeInTheDocument());
    expect(within(kpi('Active Alerts')).getByText('2')).toBeInTheDocument();
    expect(within(kpi('Acknowledged')).getByText('2')).toBeInTheDocument();
    expect(rowOf('Speed limit exceeded')).toHaveTextContent('Acknowledged');
    expect(within(rowOf('Speed limit exceeded')).queryAllByRole('button')).toEqual([]);
  });

  it('Resolve closes the alert', async () => {
    const user = userEvent.setup();
    const { provider } = renderAlerts();
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Resolve Tyre pressure warning' }));
    expect(await screen.findByText('Alert Resolved', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await statusOf(provider, 'Tyre pressure warning')).toBe('resolved');
    await waitFor(() => expect(within(kpi('Resolved')).getByText('2')).toBeInTheDocument());
    expect(within(kpi('Total Today')).getByText('3')).toBeInTheDocument();
    expect(await activeCount(provider)).toBe(2);
  });

  it('says so and keeps the alert active when the provider refuses', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { provider } = renderAlerts('/admin/alerts', freshProvider({ failures: { systemAlerts: ['update'] } }));
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Resolve Tyre pressure warning' }));
    expect(await screen.findByText('Failed to update the alert. Please try again.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await activeCount(provider)).toBe(3);
    expect(within(rowOf('Tyre pressure warning')).getByRole('button', { name: 'Resolve Tyre pressure warning' })).not.toHaveAttribute(
      'aria-disabled',
    );
    error.mockRestore();
  });

  it('keeps the pressed button focusable and busy while the alert saves, ignoring a second press, then gives focus to its cell once the buttons go', async () => {
    const user = userEvent.setup();
    const provider = freshProvider({ latencyMs: 300 });
    const update = jest.spyOn(provider, 'update');
    renderAlerts('/admin/alerts', provider);
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    const resolve = within(rowOf('Tyre pressure warning')).getByRole('button', { name: 'Resolve Tyre pressure warning' });
    await user.click(resolve);
    expect(resolve).toHaveAttribute('aria-disabled', 'true');
    expect(resolve).toHaveFocus();
    await user.click(resolve);
    expect(await screen.findByText('Alert Resolved', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(rowOf('Tyre pressure warning')).toHaveTextContent('No action needed'));
    expect(document.activeElement).toHaveAttribute('role', 'gridcell');
    expect(document.activeElement).toHaveTextContent('No action needed');
    await waitFor(() => expect(within(kpi('Resolved')).getByText('2')).toBeInTheDocument(), { timeout: 3000 });
  });

  it('searches title, type, vehicle, driver and description', async () => {
    const user = userEvent.setup();
    const { location } = renderAlerts();
    const box = screen.getByRole('searchbox', { name: 'Search by alert type, vehicle, driver, or description...' });
    await screen.findByRole('heading', { name: 'Alerts (5)' });
    await user.type(box, 'agreed corridor');
    expect(await screen.findByRole('heading', { name: 'Alerts (1)' })).toBeInTheDocument();
    expect(dataRows()[0]).toHaveTextContent('Left planned route');
    await user.clear(box);
    await user.type(box, 'TEMPERATURE');
    expect(await screen.findByRole('heading', { name: 'Alerts (1)' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'nothing like this');
    expect(await screen.findByText('No alerts match "nothing like this"')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/alerts?q=nothing+like+this'));
  });

  it('shows the error state with Retry when the alerts cannot be loaded', async () => {
    renderAlerts('/admin/alerts', freshProvider({ failures: { systemAlerts: ['list'] } }));
    expect(await screen.findByText('Alerts could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('SystemAlertsPage while loading and empty', () => {
  it('shows dashes until the alerts arrive', async () => {
    renderAlerts('/admin/alerts', freshProvider({ latencyMs: 50 }));
    expect(within(kpi('Active Alerts')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Alerts' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Alerts (5)' })).toBeInTheDocument();
  });

  it('says all is well when there are no alerts', async () => {
    renderAlerts('/admin/alerts', createSampleProvider({ ...sampleData(), systemAlerts: [] }));
    expect(await screen.findByText('No alerts. Everything is running normally.')).toBeInTheDocument();
    expect(screen.getByText('0 active alerts')).toBeInTheDocument();
  });
});

describe('SystemAlertsPage Total Today', () => {
  // 14:00 on 21 August 2025, on the page's clock.
  const now = () => new Date(2025, 7, 21, 14, 0);
  const at = (day: number, hour: number, minute = 0) => new Date(2025, 7, day, hour, minute).toISOString();
  const alert = (id: string, title: string, status: SystemAlert['status'], timestamp: string): SystemAlert => ({
    ...sampleData().systemAlerts[0],
    id,
    title,
    status,
    timestamp,
  });

  it('counts the alerts raised on today’s local date, whatever their status, and the provider counts them', async () => {
    const provider = createSampleProvider({
      ...sampleData(),
      systemAlerts: [
        alert('ALT-101', 'Just after midnight', 'active', at(21, 0, 0)),
        alert('ALT-102', 'Late today', 'resolved', at(21, 23, 59)),
        alert('ALT-103', 'Yesterday evening', 'active', at(20, 23, 59)),
        alert('ALT-104', 'Tomorrow', 'acknowledged', at(22, 0, 0)),
      ],
    });
    const aggregate = jest.spyOn(provider, 'aggregate');
    renderAlerts('/admin/alerts', provider, now);
    await waitFor(() => expect(within(kpi('Total Today')).getByText('2')).toBeInTheDocument());
    expect(within(kpi('Active Alerts')).getByText('2')).toBeInTheDocument();
    expect(screen.getByText('2 active alerts')).toBeInTheDocument();
    expect(aggregate).toHaveBeenCalledWith(
      'systemAlerts',
      { filter: { timestamp_gte: new Date(2025, 7, 21).toISOString(), timestamp_lt: new Date(2025, 7, 22).toISOString() } },
      { signal: expect.any(AbortSignal) },
    );
  });

  it('offers a viewer neither Acknowledge nor Resolve', async () => {
    renderAlerts('/admin/alerts', providerAs('viewer'));
    await waitFor(() => expect(dataRows()).toHaveLength(5));
    expect(within(rowOf('Speed limit exceeded')).queryAllByRole('button')).toEqual([]);
  });

  it('offers a fleet manager both', async () => {
    renderAlerts('/admin/alerts', providerAs('fleet_manager'));
    expect(await screen.findByRole('button', { name: 'Resolve Speed limit exceeded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acknowledge Speed limit exceeded' })).toBeInTheDocument();
  });
});
