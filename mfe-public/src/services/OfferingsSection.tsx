import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { Section } from '../layout/Section';
import { QuoteButton } from '../quote/QuoteButton';
import type { ServicePageContent } from './serviceContent';

export function OfferingsSection({ content }: { content: ServicePageContent }) {
  return (
    <Section title={content.offeringsTitle} intro={content.offeringsIntro}>
      <Grid container spacing={3}>
        {content.offerings.map((offering) => (
          <Grid key={offering.title} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent sx={{ p: 3.5 }}>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                  {offering.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {offering.description}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'grid', gap: 1 }}>
                  {offering.features.map((feature) => (
                    <Box component="li" key={feature} sx={{ display: 'flex', gap: 1 }}>
                      <CheckIcon aria-hidden sx={{ color: 'success.main', fontSize: 20, mt: '2px' }} />
                      <Typography variant="body2">{feature}</Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Box sx={{ textAlign: 'center', mt: 5 }}>
        <Typography sx={{ mb: 2 }}>Not sure which service fits? Describe the job and we&apos;ll advise.</Typography>
        <QuoteButton size="large" serviceType={content.serviceType}>
          Request a Quote
        </QuoteButton>
      </Box>
    </Section>
  );
}
