import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RelatedRecordsCard, type RelatedRecordsCardProps } from './RelatedRecordsCard';

const words = {
  errorTitle: 'Jobs could not be loaded',
  errorMessage: "This driver's jobs are unavailable right now.",
  loading: 'Loading jobs...',
};

function renderCard(read: RelatedRecordsCardProps<{ id: string }>['read']) {
  render(
    <RelatedRecordsCard title="Recent Jobs" read={read} words={words} empty={<p>No jobs yet</p>}>
      {(page) => (
        <ul aria-label="Recent jobs">
          {page.data.map((job) => (
            <li key={job.id}>{job.id}</li>
          ))}
        </ul>
      )}
    </RelatedRecordsCard>,
  );
  return screen.getByRole('region', { name: 'Recent Jobs' });
}

describe('RelatedRecordsCard', () => {
  it('says it is loading until the first page is read', () => {
    const card = renderCard({ status: 'loading', data: undefined, retry: () => {} });
    expect(within(card).getByRole('status')).toHaveTextContent('Loading jobs...');
  });

  it('shows the records once read', () => {
    const card = renderCard({
      status: 'ready',
      data: { data: [{ id: 'JOB-2025-0101' }, { id: 'JOB-2025-0102' }], total: 14 },
      retry: () => {},
    });
    expect(
      within(within(card).getByRole('list', { name: 'Recent jobs' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['JOB-2025-0101', 'JOB-2025-0102']);
  });

  it('shows what it was given for none', () => {
    const card = renderCard({ status: 'ready', data: { data: [], total: 0 }, retry: () => {} });
    expect(card).toHaveTextContent('No jobs yet');
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says why it has nothing to show on an error, with Retry reading again', async () => {
    const retry = jest.fn();
    const card = renderCard({ status: 'error', data: undefined, retry });
    expect(card).toHaveTextContent('Jobs could not be loaded');
    expect(card).toHaveTextContent("This driver's jobs are unavailable right now.");
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
