import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY } from 'shared-contracts/domain';

import { CallButton } from '../layout/CallButton';
import { QuoteButton } from '../quote/QuoteButton';
import { HeroIllustration } from './HeroIllustration';

const PROMISES = ['Fixed quotes within 24 hours', 'Goods in transit cover up to £2 million', 'London-based, UK and Europe-wide'];

export function HeroSection() {
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{ background: 'linear-gradient(135deg, #0b3d91 0%, #082a66 100%)', color: 'common.white', py: { xs: 6, md: 10 } }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography
              id="home-title"
              component="h1"
              variant="h2"

              sx={{ fontWeight: 800, fontSize: { xs: '2rem', sm: '2.6rem', md: '3.2rem' }, lineHeight: 1.1, letterSpacing: '-0.02em' }}
            >
              Specialist Logistics, Handled with Care
            </Typography>
            <Typography sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.2rem' }, maxWidth: 600, color: 'rgba(255,255,255,0.9)' }}>
              From a single Georgian chair to a full exhibition build, {COMPANY.tradingName} moves what matters across London, the UK and
              Europe: on time, fully insured and handled by our own trained crews.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
              <QuoteButton size="large" accent>
                Get a Quote Now
              </QuoteButton>
              <CallButton inverse />
            </Stack>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 4 }}>
              {PROMISES.map((promise) => (
                <Box component="li" key={promise} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <CheckCircle aria-hidden sx={{ color: '#fbbf24', fontSize: 20 }} />
                  {promise}
                </Box>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
            <Box sx={{ aspectRatio: '480 / 300', maxWidth: 480, mx: 'auto' }}>
              <HeroIllustration />
            </Box>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
