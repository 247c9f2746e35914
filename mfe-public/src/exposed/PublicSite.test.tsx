import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, MemoryRouter } from 'shared-contracts/ui';

import PublicSite from './PublicSite';

jest.setTimeout(30_000);

function renderAt(path: string) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <PublicSite />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('PublicSite', () => {
  it.each([
    ['/', 'Specialist Logistics, Handled with Care'],
    ['/general-logistics', 'General Logistics Across London and the UK'],
    ['/fine-art', 'Fine Art & Antiques Handling and Transport'],
    ['/event-staging', 'Event Staging and Exhibition Logistics'],
    ['/vehicle-transportation', 'Enclosed Vehicle Transportation'],
    ['/privacy', 'Privacy Policy'],
    ['/fine-art/', 'Fine Art & Antiques Handling and Transport'],
  ])('shows %s inside the public layout with one h1', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown public path and logs the path', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.any(String), '/no-such-page');
    await userEvent.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Specialist Logistics, Handled with Care' })).toBeInTheDocument();
    logged.mockRestore();
  });

  it('moves between pages with the footer links, keeping the layout', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Event Staging' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Staging and Exhibition Logistics' })).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('opens one shared quote dialog from any page', async () => {
    const user = userEvent.setup();
    renderAt('/general-logistics');
    await screen.findByRole('heading', { level: 1 });
    const buttons = screen.getAllByRole('button', { name: /quote/i });
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    await user.click(buttons[buttons.length - 1]);
    expect(await screen.findByRole('dialog', { name: 'Get a Free Quote' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Service Type/)).toHaveValue('general');
  });
});
