import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { EmptyState, ErrorView, LoadingView } from './StateViews';

describe('state views', () => {
  it('LoadingView is a polite status with its label', () => {
    render(<LoadingView />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('ErrorView shows the problem and retries', async () => {
    const onRetry = jest.fn();
    render(<ErrorView title="Jobs could not be loaded" message="Network down" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Jobs could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('EmptyState shows a title and a line', () => {
    render(<EmptyState title="No live jobs" message="Everything is up to date" />);
    expect(screen.getByText('No live jobs')).toBeInTheDocument();
    expect(screen.getByText('Everything is up to date')).toBeInTheDocument();
  });
});
