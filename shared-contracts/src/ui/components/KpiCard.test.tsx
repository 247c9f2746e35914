import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { MemoryRouter, Route, Routes } from '../router';
import { KpiCard } from './KpiCard';

describe('KpiCard', () => {
  it('is a plain figure without a target', () => {
    render(<KpiCard title="Total Value" value="£12.5k" description="In progress today" />);
    expect(screen.getByText('£12.5k')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is one link named by its text when it has a route, reachable by keyboard', async () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <Routes>
          <Route path="/admin" element={<KpiCard title="Total Jobs" value={262} description="Completed deliveries" to="/admin/jobs" />} />
          <Route path="/admin/jobs" element={<p>jobs page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Total Jobs.*262.*Completed deliveries/ });
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('jobs page')).toBeInTheDocument();
  });

  it('is a button with the given accessible name when it has a handler', async () => {
    const onClick = jest.fn();
    render(<KpiCard title="Revenue" value="£485.8k" onClick={onClick} aria-label="Revenue: open invoices" />);
    await userEvent.click(screen.getByRole('button', { name: 'Revenue: open invoices' }));
    expect(onClick).toHaveBeenCalled();
  });
});
