import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { COMPANY } from 'shared-contracts/domain';

import { Section } from '../layout/Section';
import { WHY_CHOOSE } from './whyChoose';

export function WhyChooseSection() {
  return (
    <Section title={`Why Choose ${COMPANY.tradingName}?`}>
      <Grid container spacing={4}>
        {WHY_CHOOSE.map(({ title, text, Icon }) => (
          <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }} sx={{ textAlign: 'center' }}>
            <Box
              sx={{
                width: 64,
                height: 64,
                mx: 'auto',
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Icon aria-hidden sx={{ fontSize: 32 }} />
            </Box>
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mt: 2 }}>
              {title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {text}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
