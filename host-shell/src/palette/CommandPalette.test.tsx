import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataLayerProvider } from 'shared-contracts/data';
import { freshProvider } from 'shared-contracts/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/ui';

import { CommandPalette } from './CommandPalette';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderPalette() {
  const onClose = jest.fn();
  render(
    <DataLayerProvider provider={freshProvider()}>
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
  it('shows the placeholder and both groups', () => {
    renderPalette();
    expect(screen.getByPlaceholderText('Type a command or search...')).toHaveFocus();
    expect(screen.getByRole('group', { name: 'Navigation' }).querySelectorAll('[role="option"]')).toHaveLength(8);
    expect(screen.getByRole('group', { name: 'Quick Actions' }).querySelectorAll('[role="option"]')).toHaveLength(4);
  });

  it('moves with the arrow keys, wraps, and Enter navigates and closes', async () => {
    const onClose = renderPalette();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'New Vehicle' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Live Map' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/admin/tracking');
    expect(onClose).toHaveBeenCalled();
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
