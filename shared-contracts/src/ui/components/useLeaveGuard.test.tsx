import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProviders, createMemoryRouter, Link, RouterProvider, useLocation } from 'shared-contracts/ui';
import { LeaveDialog } from './LeaveDialog';
import { useLeaveGuard } from './useLeaveGuard';

function Form() {
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '');
  return (
    <>
      <label>
        Notes <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => guard.navigateAway('/saved')}>
        Save
      </button>
      <LeaveDialog guard={guard} />
    </>
  );
}

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

/** A form page and, as the sidebar would, a link elsewhere in the portal. */
function renderForm() {
  const page = (
    <>
      <nav>
        <Link to="/elsewhere">Elsewhere</Link>
      </nav>
      <Form />
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/form'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('useLeaveGuard', () => {
  it('lets an untouched form go at once', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('At /elsewhere')).toBeInTheDocument();
  });

  it('asks before any navigation away from unsaved changes, and stays when told to', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Notes'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveTextContent('You have changes that are not saved yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep Editing' }));
    expect(screen.getByText('At /form')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Notes')).toHaveValue('x');
  });

  it('leaves for where the user was going once they discard the changes', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Notes'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByText('At /elsewhere')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not ask when the form itself moves on after a save', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Notes'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('At /saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser to confirm closing the tab only while there are unsaved changes', async () => {
    renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await userEvent.type(screen.getByLabelText('Notes'), 'x');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
