import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from 'shared-contracts/contract';
import { DataLayerProvider } from 'shared-contracts/data';
import { freshProvider } from 'shared-contracts/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/ui';

import { CommandPalette } from './CommandPalette';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderPalette(session?: Session) {
  const onClose = jest.fn();
  render(
    <DataLayerProvider provider={freshProvider(session && { session: () => session })}>
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <CommandPalette open onClose={onClose} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </DataLayerProvider>,
  );
  return onClose;
}

describe('CommandPalette', () => {
  it('shows the placeholder and both groups', async () => {
    renderPalette();
    expect(screen.getByPlaceholderText('Type a command or search...')).toHaveFocus();
    expect(await screen.findByRole('option', { name: 'New Vehicle' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Navigation' }).querySelectorAll('[role="option"]')).toHaveLength(8);
    expect(screen.getByRole('group', { name: 'Quick Actions' }).querySelectorAll('[role="option"]')).toHaveLength(4);
  });

  it('moves with the arrow keys, wraps, and Enter navigates and closes', async () => {
    const onClose = renderPalette();
    await screen.findByRole('option', { name: 'New Vehicle' });
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'New Vehicle' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Live Map' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/admin/tracking');
    expect(onClose).toHaveBeenCalled();
  });

  it('offers a viewer the pages to read and no quick action, nor the records of what a dispatcher may not read', async () => {
    renderPalette({ email: 'viewer@zorvex-logistics.co.uk', name: 'Victor Lane', role: 'viewer' });
    expect(await screen.findByRole('option', { name: 'Reports' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quick Actions' })).not.toBeInTheDocument();
  });

  it('finds no invoices for a dispatcher, who may not read them', async () => {
    renderPalette({ email: 'dispatcher@zorvex-logistics.co.uk', name: 'Dana Price', role: 'dispatcher' });
    await userEvent.type(screen.getByPlaceholderText('Type a command or search...'), 'inv-');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('says "No results found." when nothing matches', async () => {
    renderPalette();
    await userEvent.type(screen.getByPlaceholderText('Type a command or search...'), 'qqqq');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
  });

  it('opens a record found through the data provider, by its id', async () => {
    renderPalette();
    await userEvent.type(screen.getByPlaceholderText('Type a command or search...'), 'cli-001');
    await userEvent.click(await screen.findByRole('option', { name: /CLI-001/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/admin/clients/CLI-001');
  });
});
