import { act, screen, waitFor, within } from '@testing-library/react';
import type { DataProvider } from 'shared-contracts/contract';
import { freshProvider, providerAs, sampleData } from 'shared-contracts/testing';

import { expectNamesToHoldTheirText } from '../accessibleNames';
import { renderSettings } from '../renderSettings';

jest.setTimeout(30_000);

const AUDIT_URL = '/admin/settings?tab=audit';

/** A sample provider whose log holds the administrator's notes on the first `count` jobs, then an invitation. */
async function providerWithEntries(count: number): Promise<DataProvider> {
  const provider = freshProvider();
  const jobs = sampleData().jobs.slice(0, count);
  for (const job of jobs) await provider.update('jobs', { id: job.id, data: { notes: `Note on ${job.id}` } });
  await provider.inviteUser!({ email: 'nia.new@zorvex-logistics.co.uk', name: 'Nia New', role: 'finance' });
  return provider;
}

const logTable = () => screen.findByRole('table', { name: 'Entries, newest first' });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('Settings → Audit log', () => {
  it('shows who did what to which record, and when, newest first', async () => {
    const provider = await providerWithEntries(2);
    renderSettings({ provider, url: AUDIT_URL });
    const table = await logTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Person', 'Action', 'Resource', 'Record', 'Changes']);
    const [invite, second] = bodyRows(table);
    expect(within(invite).getByRole('rowheader')).toHaveTextContent('Admin Useradmin@zorvex-logistics.co.uk');
    expect(within(invite).getByText('Invited')).toBeInTheDocument();
    expect(within(invite).getByText('Staff accounts')).toBeInTheDocument();
    expect(within(invite).getByText('email: — → nia.new@zorvex-logistics.co.uk; name: — → Nia New; role: — → finance')).toBeInTheDocument();
    const job = sampleData().jobs[1];
    expect(within(second).getByText('Updated')).toBeInTheDocument();
    expect(within(second).getByText(job.id)).toBeInTheDocument();
    expect(within(second).getByText(`notes: ${job.notes || '—'} → Note on ${job.id}`)).toBeInTheDocument();
  });

  it('filters by action and resource, keeping the filters in the URL, and clears them', async () => {
    const provider = await providerWithEntries(2);
    const { user, location } = renderSettings({ provider, url: AUDIT_URL });
    await logTable();
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Updated' }));
    await waitFor(async () => expect(bodyRows(await logTable())).toHaveLength(2));
    expect(location()).toBe('/admin/settings?tab=audit&action=update');
    await user.click(screen.getByRole('combobox', { name: 'Resource' }));
    await user.click(await screen.findByRole('option', { name: 'Staff accounts' }));
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    expect(location()).toBe('/admin/settings?tab=audit&action=update&resource=users');
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(async () => expect(bodyRows(await logTable())).toHaveLength(3));
    expect(location()).toBe('/admin/settings?tab=audit');
  });

  it('filters by person, and by dates, saying under To when it is before From', async () => {
    const provider = await providerWithEntries(1);
    const { user } = renderSettings({ provider, url: `${AUDIT_URL}&from=2025-08-21&to=2025-08-20` });
    expect(await screen.findByText('To must be after From')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('To'));
    await user.clear(screen.getByLabelText('From'));
    await waitFor(async () => expect(bodyRows(await logTable())).toHaveLength(2));
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Alex Carter (administrator@zorvex-logistics.co.uk)' }));
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Admin User (admin@zorvex-logistics.co.uk)' }));
    await waitFor(async () => expect(bodyRows(await logTable())).toHaveLength(2));
  });

  it('pages through the log a page at a time', async () => {
    const provider = await providerWithEntries(30);
    const { user, location } = renderSettings({ provider, url: AUDIT_URL });
    expect(bodyRows(await logTable())).toHaveLength(25);
    expect(screen.getByText('1–25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(async () => expect(bodyRows(await logTable())).toHaveLength(6));
    expect(screen.getByText('26–31 of 31')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(location()).toBe('/admin/settings?tab=audit&page=2');
  });

  it('exports the entries the filters let through as a CSV file', async () => {
    const provider = await providerWithEntries(1);
    const saved: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:audit'), revokeObjectURL: () => {} });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = renderSettings({ provider, url: `${AUDIT_URL}&action=invite` });
    await logTable();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Audit log exported')).toBeInTheDocument();
    expect(names).toEqual(['audit-log.csv']);
    expect([...new Uint8Array(await saved[0].arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await saved[0].text()).split('\r\n');
    expect(lines[0]).toBe('Time,E-mail,Name,Resource,Record,Action,Changes');
    expect(lines[1]).toMatch(/^[\d-]+T[\d:.]+Z,admin@zorvex-logistics\.co\.uk,Admin User,users,7,invite,"{""email"":\[null,""nia\.new@/);
    expect(lines).toHaveLength(3);
    click.mockRestore();
  });

  it('shows the log loading, then a failure with Retry', async () => {
    renderSettings({ provider: freshProvider({ latencyMs: 300, failures: { audit: ['list'] } }), url: AUDIT_URL });
    expect(await screen.findByText('Loading the audit log...')).toBeInTheDocument();
    expect(await screen.findByText('The audit log could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('says when nothing has been recorded yet', async () => {
    renderSettings({ url: AUDIT_URL });
    expect(await screen.findByText('Nothing has been recorded yet')).toBeInTheDocument();
  });

  it('names every control with the words it shows, and is used by keyboard', async () => {
    const provider = await providerWithEntries(1);
    const { user, location } = renderSettings({ provider, url: AUDIT_URL });
    await logTable();
    expectNamesToHoldTheirText(screen.getByRole('tabpanel'));
    act(() => screen.getByRole('combobox', { name: 'Action' }).focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Invited' });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/settings?tab=audit&action=invite'));
    await waitFor(async () => expect(bodyRows(await logTable())).toHaveLength(1));
  });

  it('is the 403 page for a role that may not read the log, opened by its URL', async () => {
    renderSettings({ provider: providerAs('viewer'), url: AUDIT_URL });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});
