import { render, screen } from '@testing-library/react';
import { StatusChip, type StatusChipVariant } from './StatusChip';

describe('StatusChip', () => {
  it.each<StatusChipVariant>(['default', 'secondary', 'destructive', 'outline', 'success'])('shows its label in the %s style', (variant) => {
    render(<StatusChip label="Live" variant={variant} />);
    const chip = screen.getByText('Live').closest('[data-variant]');
    expect(chip).toHaveAttribute('data-variant', variant);
  });

  it('defaults to the default style', () => {
    render(<StatusChip label="Done" />);
    expect(screen.getByText('Done').closest('[data-variant]')).toHaveAttribute('data-variant', 'default');
  });
});
