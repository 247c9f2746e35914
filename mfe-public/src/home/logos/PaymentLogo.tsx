import type { PaymentMethod } from './paymentMarks';

export function PaymentLogo({ method }: { method: PaymentMethod }) {
  return (
    <svg role="img" aria-label={method.name} viewBox="0 0 64 40" width={64} height={40}>
      {method.artwork}
    </svg>
  );
}
