import { act, render, screen, within } from '@testing-library/react';
import { AppProviders } from 'shared-contracts/ui';

import { PreviewBanner } from './PreviewBanner';

afterEach(() => jest.useRealTimers());

describe('PreviewBanner', () => {
  it('names the previewed remote, where it comes from and until when, with Stop preview; once it ends, asks for a reload', () => {
    jest.useFakeTimers({ now: new Date(2026, 0, 15, 13, 32) });
    render(
      <AppProviders>
        <PreviewBanner
          preview={{
            remote: 'mfe_jobs',
            entry: 'http://localhost:3096/remoteEntry.js',
            expiresAt: new Date(2026, 0, 15, 14, 32).getTime(),
          }}
        />
      </AppProviders>,
    );
    const banner = screen.getByRole('region', { name: 'Remote preview' });
    expect(banner).toHaveTextContent(
      'Previewing Jobs (mfe_jobs) from http://localhost:3096/remoteEntry.js, in this browser only, until 14:32.',
    );
    expect(within(banner).getByRole('button', { name: 'Stop preview' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(60 * 60_000));
    expect(banner).toHaveTextContent('The preview of Jobs (mfe_jobs) has ended. Reload to use its release.');
    expect(within(banner).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
