import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY } from 'shared-contracts/domain';

import { renderPublic } from '../testing/renderPublic';
import { CallToAction } from './CallToAction';

it('offers a quote, for the page’s service, and a call', async () => {
  const user = userEvent.setup();
  renderPublic(<CallToAction title="Moving art?" text="Tell us." buttonLabel="Get an Art Quote" serviceType="fine-art" />);
  expect(screen.getByRole('region', { name: 'Moving art?' })).toHaveTextContent('Tell us.');
  expect(screen.getByRole('link', { name: `Call ${COMPANY.phone}` })).toHaveAttribute('href', COMPANY.phoneHref);
  await user.click(screen.getByRole('button', { name: 'Get an Art Quote' }));
  expect(await screen.findByLabelText(/^Service Type/)).toHaveValue('fine-art');
});
