import { render } from '@testing-library/react';
import { FLEET } from './fleet';
import { FleetIllustration } from './FleetIllustration';

it.each(FLEET.map((vehicle) => vehicle.kind))('draws the %s as a decorative picture of fixed size', (kind) => {
  const { container } = render(<FleetIllustration kind={kind} />);
  const svg = container.querySelector('svg')!;
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveAttribute('width', '160');
  expect(svg).toHaveAttribute('height', '80');
  expect(svg.querySelectorAll('path, rect, circle').length).toBeGreaterThan(3);
});
