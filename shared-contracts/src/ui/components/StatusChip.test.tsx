import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';

import { AppProviders } from '../providers/AppProviders';
import { StatusChip } from './StatusChip';

type StatusChipVariant = NonNullable<ComponentProps<typeof StatusChip>['variant']>;

// The light theme's colours, written out: each style must read as what it says.
const WHITE = 'rgb(255, 255, 255)';
const INK = 'rgb(26, 26, 26)';
const STYLES: Array<[StatusChipVariant, { backgroundColor: string; color: string }]> = [
  ['default', { backgroundColor: 'rgb(11, 61, 145)', color: WHITE }],
  ['secondary', { backgroundColor: 'rgba(0, 0, 0, 0.08)', color: INK }],
  ['destructive', { backgroundColor: 'rgb(153, 27, 27)', color: WHITE }],
  ['outline', { backgroundColor: 'rgba(0, 0, 0, 0)', color: INK }],
  ['success', { backgroundColor: 'rgb(20, 83, 45)', color: WHITE }],
];

const renderChip = (chip: React.ReactElement) => render(<AppProviders>{chip}</AppProviders>);

describe('StatusChip', () => {
  it.each(STYLES)('shows its label in the %s colours', (variant, colours) => {
    renderChip(<StatusChip label="Live" variant={variant} />);
    expect(screen.getByText('Live')).toHaveStyle(colours);
  });

  it('draws the outline style with a visible border', () => {
    renderChip(<StatusChip label="Done" variant="outline" />);
    expect(screen.getByText('Done')).toHaveStyle({ borderColor: 'rgba(0, 0, 0, 0.12)', borderStyle: 'solid' });
  });

  it('defaults to the default style', () => {
    renderChip(<StatusChip label="Done" />);
    expect(screen.getByText('Done')).toHaveStyle(STYLES[0][1]);
  });
});
