import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AppProviders, createMemoryHistory, HistoryRouter, Link, useLocation } from 'shared-contracts/ui';

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
        <Link to="/form">This form</Link>
      </nav>
      <Form />
      <Where />
    </>
  );
  const history = createMemoryHistory({ initialEntries: ['/before', '/form'] });
  render(
    <AppProviders>
      <HistoryRouter history={history}>{page}</HistoryRouter>
    </AppProviders>,
  );
  return history;
}

/** The browser's Back button: the pointer leaves the page for it (so focus rings follow the pointer), then history goes back. */
async function pressBrowserBack(history: ReturnType<typeof renderForm>) {
  await userEvent.pointer({ keys: '[MouseLeft]', target: document.body });
  await act(async () => history.back());
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
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toHaveTextContent(
      'You have changes that are not saved yet.',
    );
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

  it('asks before the browser goes Back, and stays when told to', async () => {
    const history = renderForm();
    await userEvent.type(screen.getByLabelText('Notes'), 'x');
    await pressBrowserBack(history);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Editing' }));
    expect(screen.getByText('At /form')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Notes')).toHaveValue('x');
  });

  it('goes Back once the changes are discarded', async () => {
    const history = renderForm();
    await userEvent.type(screen.getByLabelText('Notes'), 'x');
    await pressBrowserBack(history);
    await userEvent.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    expect(await screen.findByText('At /before')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('does not ask for a link to the page the form is on, and keeps guarding after it', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Notes'), 'x');
    await userEvent.click(screen.getByRole('link', { name: 'This form' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('x');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Editing' }));
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
