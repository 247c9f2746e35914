import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { Section } from '../layout/Section';
import { QuoteButton } from '../quote/QuoteButton';
import type { ServicePageContent } from './serviceContent';

export function ProcessSection({ content }: { content: ServicePageContent }) {
  return (
    <Section title={content.processTitle} intro={content.processIntro}>
      <Grid component="ol" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {content.process.map((step, index) => (
          <Grid component="li" key={step.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 800,
                fontSize: '1.25rem',
              }}
            >
              {index + 1}
            </Box>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 2 }}>
              {step.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {step.text}
            </Typography>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <QuoteButton size="large" variant="outlined" serviceType={content.serviceType}>
          Get a Quote
        </QuoteButton>
      </Box>
    </Section>
  );
}
