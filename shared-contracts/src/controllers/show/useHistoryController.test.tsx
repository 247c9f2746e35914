import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'shared-contracts/contract';
import { providerAs, renderScreen, sampleData } from 'shared-contracts/testing';
import { HistoryCard } from 'shared-contracts/ui/detail';

import { useHistoryController } from './useHistoryController';

function JobHistory({ id }: { id: string }) {
  return <HistoryCard {...useHistoryController('jobs', id, 2)} />;
}

const job = () => sampleData().jobs[0];
const renderHistory = (provider: DataProvider) =>
  renderScreen(<JobHistory id={job().id} />, { path: '/admin/jobs/:jobId', url: `/admin/jobs/${job().id}`, provider });
const changes = () =>
  within(screen.getByRole('list', { name: 'Changes, newest first' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the History card', () => {
  it('says so when nothing has been recorded', async () => {
    renderHistory(providerAs('dispatcher'));
    expect(await screen.findByText('No changes have been recorded for this record yet.')).toBeInTheDocument();
  });

  it('shows who changed which field from what to what, newest first, a page at a time', async () => {
    const provider = providerAs('dispatcher');
    for (const notes of ['Ring first', 'Side gate', 'Crate two']) await provider.update('jobs', { id: job().id, data: { notes } });
    renderHistory(provider);
    expect(await screen.findByText('Notes: Side gate → Crate two')).toBeInTheDocument();
    expect(changes()).toHaveLength(2);
    expect(changes()[0]).toMatch(/^Dispatcher Tester updated\d{1,2} \w{3} \d{4}, \d{2}:\d{2}Notes: Side gate → Crate two$/);
    expect(screen.getByText('Page 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText(`Notes: ${job().notes || '—'} → Ring first`)).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('offers Retry when the trail cannot be read', async () => {
    const provider = providerAs('viewer');
    let fail = true;
    const failing: DataProvider = {
      ...provider,
      getHistory: (...args) => (fail ? Promise.reject(new Error('down')) : provider.getHistory!(...args)),
    };
    renderHistory(failing);
    expect(await screen.findByText('History could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('No changes have been recorded for this record yet.')).toBeInTheDocument();
  });
});
