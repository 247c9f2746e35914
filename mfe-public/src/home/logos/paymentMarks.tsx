import type { ReactNode } from 'react';

export interface PaymentMethod {
  name: string;
  /** Drawn inside a 64×40 card. */
  artwork: ReactNode;
}

const sans = "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** Simplified marks of the accepted payment methods (specification: Visa, Mastercard, Amex, PayPal, Apple Pay). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    name: 'Visa',
    artwork: (
      <>
        <rect width="64" height="40" rx="6" fill="#fff" stroke="#d1d5db" />
        <text x="32" y="26.5" textAnchor="middle" fontFamily={sans} fontSize="17" fontWeight="900" fontStyle="italic" fill="#1a1f71">
          VISA
        </text>
      </>
    ),
  },
  {
    name: 'Mastercard',
    artwork: (
      <>
        <rect width="64" height="40" rx="6" fill="#1f2937" />
        <circle cx="26" cy="20" r="11" fill="#eb001b" />
        <circle cx="38" cy="20" r="11" fill="#f79e1b" />
        <path d="M32 10.8a11 11 0 0 1 0 18.4 11 11 0 0 1 0-18.4z" fill="#ff5f00" />
      </>
    ),
  },
  {
    name: 'Amex',
    artwork: (
      <>
        <rect width="64" height="40" rx="6" fill="#006fcf" />
        <text x="32" y="25" textAnchor="middle" fontFamily={sans} fontSize="12" fontWeight="900" letterSpacing="0.5" fill="#fff">
          AMEX
        </text>
      </>
    ),
  },
  {
    name: 'PayPal',
    artwork: (
      <>
        <rect width="64" height="40" rx="6" fill="#fff" stroke="#d1d5db" />
        <text x="32" y="25" textAnchor="middle" fontFamily={sans} fontSize="13" fontWeight="800" fontStyle="italic">
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </>
    ),
  },
  {
    name: 'Apple Pay',
    artwork: (
      <>
        <rect width="64" height="40" rx="6" fill="#000" />
        <path
          d="M21.6 14.6c.6-.8 1-1.8.9-2.8-.9 0-2 .6-2.6 1.4-.6.6-1 1.7-.9 2.7 1 .1 2-.5 2.6-1.3zm.9 1.5c-1.4-.1-2.6.8-3.3.8-.7 0-1.7-.8-2.8-.7-1.5 0-2.8.8-3.5 2.1-1.5 2.6-.4 6.4 1.1 8.5.7 1 1.5 2.2 2.6 2.1 1 0 1.4-.7 2.7-.7s1.6.7 2.7.6c1.1 0 1.8-1 2.5-2.1.8-1.2 1.1-2.3 1.1-2.4 0 0-2.2-.9-2.2-3.4 0-2.1 1.7-3.1 1.8-3.2-1-1.5-2.5-1.6-2.7-1.6z"
          fill="#fff"
        />
        <text x="27" y="26" fontFamily={sans} fontSize="13" fontWeight="600" fill="#fff">
          Pay
        </text>
      </>
    ),
  },
];
