import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of the privacy notice; its id is the anchor the contents list links to. */
export function PrivacySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ mt: 5, '& p': { mt: 0, mb: 1.5 }, '& ul': { mt: 0, mb: 1.5, pl: 3 }, '& li': { mb: 0.75 } }}
    >
      <Typography id={id} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5, scrollMarginTop: 88 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
