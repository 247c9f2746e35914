import { render, screen } from '@testing-library/react';

import { CLIENT_BRANDS } from './clientBrands';
import { ClientLogo } from './ClientLogo';

it('draws the ten client logos at a fixed size, each named for assistive technology', () => {
  render(
    <>
      {CLIENT_BRANDS.map((brand) => (
        <ClientLogo key={brand.name} brand={brand} />
      ))}
    </>,
  );
  const logos = screen.getAllByRole('img');
  expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual(CLIENT_BRANDS.map((brand) => brand.name));
  for (const logo of logos) {
    expect(logo).toHaveAttribute('width', '180');
    expect(logo).toHaveAttribute('height', '48');
  }
  expect(new Set(CLIENT_BRANDS.map((brand) => brand.name)).size).toBe(10);
});

it('shrinks a long first line of the wordmark so it fits', () => {
  render(<ClientLogo brand={CLIENT_BRANDS.find((brand) => brand.lines[0].length > 12)!} />);
  const firstLine = screen.getByRole('img').querySelector('text[x="48"]')!;
  expect(Number(firstLine.getAttribute('font-size'))).toBeLessThan(17);
});
