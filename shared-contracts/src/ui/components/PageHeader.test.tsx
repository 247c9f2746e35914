import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemoryRouter, Route, Routes } from '../router';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the one h1, a back link and the actions', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/jobs']}>
        <Routes>
          <Route
            path="/admin/jobs"
            element={
              <PageHeader
                title="Jobs Management"
                subtitle="All jobs"
                back={{ label: 'Back to Dashboard', to: '/admin/dashboard' }}
                actions={<button type="button">Create New Job</button>}
              />
            }
          />
          <Route path="/admin/dashboard" element={<p>dashboard page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs Management' })).toBeInTheDocument();
    expect(screen.getByText('All jobs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Job' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(screen.getByText('dashboard page')).toBeInTheDocument();
  });

  it('can hand the back button to a handler (to ask before leaving)', async () => {
    const onBack = jest.fn();
    render(
      <MemoryRouter>
        <PageHeader title="Edit Job" back={{ label: 'Back to Job', onClick: onBack }} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to Job' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
