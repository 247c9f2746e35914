import { screen, within } from '@testing-library/react';
import type { Job } from 'shared-contracts/records';
import { renderScreen } from 'shared-contracts/testing';

import { JobsTable } from './JobsTable';

const JOB = {
  id: 'JOB-2025-0042',
  client_name: 'Tate Modern',
  pickup_date: '2025-03-14',
  status: 'completed',
  total_amount: 1250.5,
} as Job;

const show = (element: React.ReactElement) => renderScreen(element, { path: '/', url: '/' });

describe('JobsTable', () => {
  it('lists each job with its client, pickup date, status and a View link to its page', () => {
    show(<JobsTable jobs={[JOB]} label="Recent jobs of AB12 CDE" idHeader="Job" />);
    const table = screen.getByRole('table', { name: 'Recent jobs of AB12 CDE' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Job', 'Client', 'Pickup Date', 'Status', 'Actions']);
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row).getByText('Tate Modern')).toBeInTheDocument();
    expect(within(row).getByText('14 Mar 2025')).toBeInTheDocument();
    expect(within(row).getByText('Done')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View JOB-2025-0042' })).toHaveAttribute('href', '/admin/jobs/JOB-2025-0042');
  });

  it('adds each job’s value when asked', () => {
    show(<JobsTable jobs={[JOB]} label="Recent jobs" idHeader="Job ID" withValue />);
    const table = screen.getByRole('table', { name: 'Recent jobs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Job ID', 'Client', 'Pickup Date', 'Status', 'Value', 'Actions']);
    expect(within(table).getByText('£1,250.50')).toBeInTheDocument();
  });
});
