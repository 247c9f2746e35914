import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { CallButton } from '../layout/CallButton';
import { QuoteButton } from '../quote/QuoteButton';
import type { ServicePageContent } from './serviceContent';

export function ServiceHero({ content }: { content: ServicePageContent }) {
  const { Icon } = content;
  return (
    <Box
      component="section"
      aria-labelledby="service-title"
      sx={{ background: 'linear-gradient(135deg, #0b3d91 0%, #082a66 100%)', color: 'common.white', py: { xs: 6, md: 9 } }}
    >
      <Container maxWidth="lg" sx={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 0', minWidth: 0 }}>
          <Typography sx={{ textTransform: 'uppercase', letterSpacing: '0.12em', fontWeight: 700, color: '#fbbf24', fontSize: '0.85rem' }}>
            {content.eyebrow}
          </Typography>
          <Typography
            id="service-title"
            component="h1"
            variant="h2"

            sx={{
              fontWeight: 800,
              mt: 1,
              fontSize: { xs: '1.9rem', sm: '2.5rem', md: '3rem' },
              lineHeight: 1.12,
              letterSpacing: '-0.02em',
            }}
          >
            {content.title}
          </Typography>
          <Typography sx={{ mt: 2.5, fontSize: { xs: '1.05rem', md: '1.15rem' }, maxWidth: 640, color: 'rgba(255,255,255,0.9)' }}>
            {content.lead}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <QuoteButton size="large" accent serviceType={content.serviceType} />
            <CallButton inverse />
          </Stack>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 4 }}>
            {content.highlights.map((highlight) => (
              <Box component="li" key={highlight} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <CheckCircle aria-hidden sx={{ color: '#fbbf24', fontSize: 20 }} />
                {highlight}
              </Box>
            ))}
          </Stack>
        </Box>
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'grid' },
            placeItems: 'center',
            width: 240,
            height: 240,
            flexShrink: 0,
            borderRadius: '50%',
            bgcolor: 'rgba(255,255,255,0.1)',
            border: '2px solid rgba(255,255,255,0.25)',
          }}
        >
          <Icon sx={{ fontSize: 120, color: '#fbbf24' }} />
        </Box>
      </Container>
    </Box>
  );
}
