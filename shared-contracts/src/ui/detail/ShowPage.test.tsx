import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoadStatus } from 'shared-contracts/contract';
import { renderScreen } from 'shared-contracts/testing';

import { ShowPage } from './ShowPage';
import type { ShowWords } from './showWords';

interface Crate {
  id: string;
  name: string;
}

const CRATE: Crate = { id: 'CR-7', name: 'Oak crate' };
const WORDS: ShowWords<Crate> = {
  title: 'Crate Details',
  subtitle: (crate) => `${crate.name} · ${crate.id}`,
  edit: { label: 'Edit Crate', to: (crate) => `/crates/${crate.id}/edit` },
  failure: 'This crate could not be loaded',
};
const NOT_FOUND = { title: 'Crate Not Found', message: 'No crate "CR-0".', backTo: '/crates', backLabel: 'Back to Crates' };

const showCrate = (status: LoadStatus, record: Crate | undefined, more: { retry?: () => void; skeleton?: boolean } = {}) =>
  renderScreen(
    <ShowPage
      controller={{ status, record, retry: more.retry ?? (() => {}) }}
      words={WORDS}
      notFound={NOT_FOUND}
      actions={(crate) => <button type="button">Weigh {crate.id}</button>}
      skeleton={more.skeleton ? <p>Crate outline</p> : undefined}
    >
      {(crate) => <p>Crate card of {crate.name}</p>}
    </ShowPage>,
    { path: '/crates/:id', url: '/crates/CR-7' },
  );

describe('ShowPage', () => {
  it('draws the header with the record’s line, Edit, its actions and the way back, then the record', () => {
    showCrate('ready', CRATE);
    expect(screen.getByRole('heading', { level: 1, name: 'Crate Details' })).toBeInTheDocument();
    expect(screen.getByText('Oak crate · CR-7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Crate' })).toHaveAttribute('href', '/crates/CR-7/edit');
    expect(screen.getByRole('button', { name: 'Weigh CR-7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Crates' })).toHaveAttribute('href', '/crates');
    expect(screen.getByText('Crate card of Oak crate')).toBeInTheDocument();
  });

  it('shows the title, the way back and a spinner while the record is read, and no Edit yet', () => {
    showCrate('loading', undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Crate Details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('link', { name: 'Back to Crates' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Crate' })).not.toBeInTheDocument();
  });

  it('shows the page’s own shape instead while the record is first read, when it has one', () => {
    showCrate('loading', undefined, { skeleton: true });
    expect(screen.getByText('Crate outline')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says the record could not be loaded, with a Retry that reads it again', async () => {
    const retry = jest.fn();
    showCrate('error', undefined, { retry });
    expect(screen.getByText('This crate could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('puts the error in place of a record read before, its header kept', () => {
    showCrate('error', CRATE);
    expect(screen.getByText('This crate could not be loaded')).toBeInTheDocument();
    expect(screen.queryByText('Crate card of Oak crate')).not.toBeInTheDocument();
    expect(screen.getByText('Oak crate · CR-7')).toBeInTheDocument();
  });

  it('shows the not-found view with the way back in place of the page for an unknown id', () => {
    showCrate('not-found', undefined);
    expect(screen.getByRole('heading', { level: 1, name: 'Crate Not Found' })).toBeInTheDocument();
    expect(screen.getByText('No crate "CR-0".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Crates' })).toHaveAttribute('href', '/crates');
    expect(screen.queryByText('Crate Details')).not.toBeInTheDocument();
  });

  it('offers no Edit where the controller says the role may not edit the record', () => {
    renderScreen(
      <ShowPage controller={{ status: 'ready', record: CRATE, retry: () => {}, mayEdit: false }} words={WORDS} notFound={NOT_FOUND}>
        {(crate) => <p>Crate card of {crate.name}</p>}
      </ShowPage>,
      { path: '/crates/:id', url: '/crates/CR-7' },
    );
    expect(screen.getByText('Crate card of Oak crate')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Crate' })).not.toBeInTheDocument();
  });

  it('draws the record’s History under its cards when the controller brings it', () => {
    const history = { read: { status: 'ready' as const, data: { data: [], next: null }, retry: () => {} }, page: 1 };
    renderScreen(
      <ShowPage controller={{ status: 'ready', record: CRATE, retry: () => {}, history }} words={WORDS} notFound={NOT_FOUND}>
        {(crate) => <p>Crate card of {crate.name}</p>}
      </ShowPage>,
      { path: '/crates/:id', url: '/crates/CR-7' },
    );
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
  });

  it('names the unknown id the controller read when told how', () => {
    renderScreen(
      <ShowPage
        controller={{ id: 'CR-404', status: 'not-found', record: undefined, retry: () => {} }}
        words={WORDS}
        notFound={(id) => ({ ...NOT_FOUND, message: `No crate "${id}".` })}
      >
        {(crate) => <p>Crate card of {crate.name}</p>}
      </ShowPage>,
      { path: '/crates/:id', url: '/crates/CR-404' },
    );
    expect(screen.getByText('No crate "CR-404".')).toBeInTheDocument();
  });
});
