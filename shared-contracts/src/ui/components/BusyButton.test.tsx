import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { BusyButton } from './BusyButton';

/** A button whose action runs until the test ends it. */
function Sender({ onSend, onSubmit }: { onSend: () => void; onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <BusyButton
        busy={busy}
        busyLabel="Sending..."
        onClick={() => {
          setBusy(true);
          onSend();
        }}
      >
        Send Invoice
      </BusyButton>
      <BusyButton type="submit" busy={busy}>
        Save
      </BusyButton>
      <button type="button" onClick={() => setBusy(false)}>
        Done
      </button>
    </form>
  );
}

describe('BusyButton', () => {
  it('keeps keyboard focus while busy, says so, and ignores presses until done', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn();
    const onSubmit = jest.fn();
    render(<Sender onSend={onSend} onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    const ready = screen.getByRole('button', { name: 'Send Invoice' });
    expect(ready).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
