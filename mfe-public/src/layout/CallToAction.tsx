import Stack from '@mui/material/Stack';

import { QuoteButton } from '../quote/QuoteButton';
import type { QuoteServiceType } from '../quote/quoteRequest';
import { CallButton } from './CallButton';
import { Section } from './Section';

interface CallToActionProps {
  title?: string;
  text?: string;
  buttonLabel?: string;
  serviceType?: QuoteServiceType;
}

/** The closing call to action of a page: a quote button and the phone number. */
export function CallToAction({
  title = 'Ready to Move Something Special?',
  text = "Tell us what, where and when. We'll get back to you within 24 hours with a fixed, no-obligation quote.",
  buttonLabel = 'Get Your Free Quote',
  serviceType,
}: CallToActionProps) {
  return (
    <Section tone="brand" title={title} intro={text}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center', alignItems: 'center' }}>
        <QuoteButton size="large" accent serviceType={serviceType}>
          {buttonLabel}
        </QuoteButton>
        <CallButton inverse />
      </Stack>
    </Section>
  );
}
