import Stack from '@mui/material/Stack';

import { Section } from '../layout/Section';
import { PaymentLogo } from './logos/PaymentLogo';
import { PAYMENT_METHODS } from './logos/paymentMarks';

export function PaymentSection() {
  return (
    <Section
      tone="paper"
      title="Accepted Payment Methods"
      intro="Pay by card, PayPal or Apple Pay, or by BACS transfer on account for business customers."
    >
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', justifyContent: 'center', gap: 2 }}
      >
        {PAYMENT_METHODS.map((method) => (
          <li key={method.name}>
            <PaymentLogo method={method} />
          </li>
        ))}
      </Stack>
    </Section>
  );
}
