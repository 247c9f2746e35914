import { render, screen } from '@testing-library/react';

import { PaymentLogo } from './PaymentLogo';
import { PAYMENT_METHODS } from './paymentMarks';

it('draws the five accepted payment marks, 64×40, named', () => {
  render(
    <>
      {PAYMENT_METHODS.map((method) => (
        <PaymentLogo key={method.name} method={method} />
      ))}
    </>,
  );
  const logos = screen.getAllByRole('img');
  expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual(['Visa', 'Mastercard', 'Amex', 'PayPal', 'Apple Pay']);
  for (const logo of logos) {
    expect(logo).toHaveAttribute('width', '64');
    expect(logo).toHaveAttribute('height', '40');
  }
});
