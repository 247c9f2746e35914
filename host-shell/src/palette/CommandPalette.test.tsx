import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-contracts/ui';
import { CommandPalette } from './CommandPalette';
import type { RecordFinder } from './paletteResults';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

function renderPalette(findRecords: RecordFinder = () => []) {
  const onClose = jest.fn();
  render(
    <MemoryRouter initialEntries={['/admin/dashboard']}>
      <CommandPalette open onClose={onClose} findRecords={findRecords} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
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
    expect(screen.getByText('No results found.')).toBeInTheDocument();
  });

  it('opens a record found by the record finder', async () => {
    renderPalette(() => [{ heading: 'Jobs', commands: [{ title: 'JOB-2025-0042', detail: 'Tate Modern', route: '/admin/jobs/JOB-2025-0042' }] }]);
    await userEvent.type(screen.getByPlaceholderText('Type a command or search...'), '0042');
    await userEvent.click(screen.getByRole('option', { name: /JOB-2025-0042/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/admin/jobs/JOB-2025-0042');
  });
});
