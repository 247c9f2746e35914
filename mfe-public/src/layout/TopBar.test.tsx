import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY } from 'shared-contracts/domain';

import { renderPublic } from '../testing/renderPublic';
import { TopBar } from './TopBar';

jest.setTimeout(30_000);

describe('top bar', () => {
  it('links the logo home and calls the company phone', () => {
    renderPublic(<TopBar />, { route: '/fine-art' });
    expect(screen.getByRole('link', { name: `${COMPANY.tradingName} home` })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: `Call ${COMPANY.phone}` })).toHaveAttribute('href', COMPANY.phoneHref);
  });

  it('opens the side menu with the six links, the current page marked', async () => {
    const user = userEvent.setup();
    renderPublic(<TopBar />, { route: '/event-staging' });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);

    const menu = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['General Logistics', '/general-logistics'],
      ['Fine Art & Antiques', '/fine-art'],
      ['Event Staging', '/event-staging'],
      ['Vehicle Transportation Enclosed', '/vehicle-transportation'],
      ['Admin Access', '/admin/login'],
    ]);
    expect(within(menu).getByRole('link', { name: 'Event Staging' })).toHaveAttribute('aria-current', 'page');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('navigates and closes when a menu link is chosen', async () => {
    const user = userEvent.setup();
    const { location } = renderPublic(<TopBar />, { route: '/' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('link', { name: 'Vehicle Transportation Enclosed' }));
    expect(location()).toBe('/vehicle-transportation');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  });

  it('closes with the close button and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    renderPublic(<TopBar />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('opens the quote dialog', async () => {
    const user = userEvent.setup();
    renderPublic(<TopBar />);
    await user.click(screen.getByRole('button', { name: 'Get a Quote' }));
    expect(await screen.findByRole('dialog', { name: 'Get a Free Quote' })).toBeInTheDocument();
  });
});
