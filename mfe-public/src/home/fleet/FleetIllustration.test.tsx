import { render, screen } from '@testing-library/react';

import { FLEET } from './fleet';
import { FleetIllustration } from './FleetIllustration';

it.each(FLEET.map((vehicle) => vehicle.kind))('draws the %s as a decorative picture of fixed size, skipped by screen readers', (kind) => {
  const { container } = render(<FleetIllustration kind={kind} />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  const picture = container.firstElementChild!;
  expect(picture).toHaveAttribute('aria-hidden', 'true');
  // A fixed intrinsic size keeps the layout from shifting when it draws.
  expect(picture).toHaveAttribute('width', '160');
  expect(picture).toHaveAttribute('height', '80');
});
