import { render, screen, within } from '@testing-library/react';
import { COMPANY } from 'shared-contracts/domain';
import { MemoryRouter } from 'shared-contracts/ui';

import { Footer } from './Footer';

function renderFooter() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  it('links the four service pages', () => {
    const services = within(renderFooter()).getByRole('heading', { name: 'Services' }).nextElementSibling as HTMLElement;
    expect(
      within(services)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['General Logistics', '/general-logistics'],
      ['Fine Art & Antiques', '/fine-art'],
      ['Event Staging', '/event-staging'],
      ['Vehicle Transportation Enclosed', '/vehicle-transportation'],
    ]);
  });

  it('gives the phone, e-mail, London address and registration', () => {
    const footer = renderFooter();
    expect(within(footer).getByRole('link', { name: COMPANY.phone })).toHaveAttribute('href', COMPANY.phoneHref);
    expect(within(footer).getByRole('link', { name: COMPANY.email })).toHaveAttribute('href', `mailto:${COMPANY.email}`);
    const address = footer.querySelector('address')!;
    expect(address).toHaveTextContent(COMPANY.address.street);
    expect(address).toHaveTextContent(`London ${COMPANY.address.postcode}`);
    expect(within(footer).getByText(/Registered in the UK/)).toBeInTheDocument();
  });

  it('ends with the 2025 copyright line and the Privacy Policy link', () => {
    const footer = renderFooter();
    expect(within(footer).getByText(`© 2025 ${COMPANY.legalName}. All rights reserved.`)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
