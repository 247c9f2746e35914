import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { Section } from '../layout/Section';
import type { ServicePageContent } from './serviceContent';

export function BenefitsSection({ content }: { content: ServicePageContent }) {
  return (
    <Section tone="paper" title={content.benefitsTitle}>
      <Grid container spacing={3}>
        {content.benefits.map((benefit) => (
          <Grid key={benefit.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 3, height: '100%', borderTop: 4, borderTopColor: 'primary.main' }}>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                {benefit.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {benefit.text}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
