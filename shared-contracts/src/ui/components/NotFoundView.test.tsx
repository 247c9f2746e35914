import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemoryRouter, Route, Routes } from '../router';
import { NotFoundView } from './NotFoundView';

describe('NotFoundView', () => {
  it('names what is missing and offers a way back', async () => {
    render(
      <MemoryRouter initialEntries={['/admin/jobs/JOB-0']}>
        <Routes>
          <Route
            path="/admin/jobs/:id"
            element={
              <NotFoundView title="Job Not Found" message='Job with ID "JOB-0" not found.' backTo="/admin/jobs" backLabel="Back to Jobs" />
            }
          />
          <Route path="/admin/jobs" element={<p>jobs list</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Job with ID "JOB-0" not found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Jobs' }));
    expect(screen.getByText('jobs list')).toBeInTheDocument();
  });
});
