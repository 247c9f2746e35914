import { act, render, screen } from '@testing-library/react';
import { showToast } from 'shared-contracts/contract';

import { AppProviders } from './AppProviders';

describe('the toast area', () => {
  it('shows a toast requested before it was mounted, and later ones, title and text', async () => {
    showToast({ title: 'Thank you!', description: 'Your email client will open to send the quote request.', variant: 'success' });
    render(<AppProviders>page</AppProviders>);
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByText('Your email client will open to send the quote request.')).toBeInTheDocument();
    act(() => showToast({ title: 'Validation Error', variant: 'error' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
  });
});
