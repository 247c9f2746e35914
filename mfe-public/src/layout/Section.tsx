import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface SectionProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'default' | 'paper' | 'brand';
}

const TONES = {
  default: { bgcolor: 'background.default' },
  paper: { bgcolor: 'background.paper' },
  // The brand blue in light and dark themes alike, so white text and the amber button keep their contrast.
  brand: { bgcolor: '#0b3d91', color: '#fff' },
} as const;

/** A page section with its h2, labelled by it. */
export function Section({ title, intro, children, tone = 'default' }: SectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 6, md: 9 }, ...TONES[tone] }}>
      <Container maxWidth="lg">
        <Box sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: { xs: 4, md: 6 } }}>
          <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {title}
          </Typography>
          {intro && (
            <Typography sx={{ mt: 1.5, color: tone === 'brand' ? 'inherit' : 'text.secondary', fontSize: '1.05rem' }}>{intro}</Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
