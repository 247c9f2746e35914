import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY } from 'shared-contracts/domain';

import { renderPublic } from '../testing/renderPublic';
import { EventStagingPage } from './EventStagingPage';
import { FineArtPage } from './FineArtPage';
import { GeneralLogisticsPage } from './GeneralLogisticsPage';
import { VehicleTransportationPage } from './VehicleTransportationPage';

jest.setTimeout(30_000);

describe.each([
  ['General Logistics', GeneralLogisticsPage],
  ['Fine Art & Antiques', FineArtPage],
  ['Event Staging', EventStagingPage],
  ['Vehicle Transportation (Enclosed)', VehicleTransportationPage],
])('%s page', (eyebrow, Page) => {
  it('has one h1, its own copy and several quote buttons', () => {
    renderPublic(<Page />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // Not the service choices of the quote dialog, drawn out of sight with every live page.
    expect(screen.getByText(eyebrow, { ignore: 'script, style, option' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /quote/i }).length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByRole('link', { name: `Call ${COMPANY.phone}` }).length).toBeGreaterThanOrEqual(1);
  });
});

describe('vehicle transportation page', () => {
  const titles = (section: string | RegExp) =>
    within(screen.getByRole('region', { name: section }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);

  it('lists its three services, four benefits and four-step process, with a call link', () => {
    renderPublic(<VehicleTransportationPage />);
    expect(titles('Our Vehicle Services')).toEqual(['Luxury Vehicle Transport', 'Classic Car Transport', 'Motorcycle Transport']);
    expect(titles('Why Choose Enclosed Transport')).toHaveLength(4);
    expect(titles('Our Four-Step Process')).toEqual(['Assessment', 'Loading', 'Transport', 'Delivery']);
    for (const link of screen.getAllByRole('link', { name: `Call ${COMPANY.phone}` })) {
      expect(link).toHaveAttribute('href', COMPANY.phoneHref);
    }
  });

  it('does not pre-select a service in the quote dialog (vehicle transport is not a choice)', async () => {
    renderPublic(<VehicleTransportationPage />);
    await userEvent.click(screen.getAllByRole('button', { name: /quote/i })[0]);
    expect(await screen.findByLabelText(/^Service Type/)).toHaveValue('');
  });
});
