import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

import { Section } from '../layout/Section';
import { FLEET } from './fleet/fleet';
import { FleetIllustration } from './fleet/FleetIllustration';

export function FleetSection() {
  return (
    <Section
      tone="paper"
      title="Our Fleet"
      intro="Every vehicle is ours, under five years old, Euro 6 or electric, and serviced every 10,000 miles."
    >
      <Grid container spacing={3}>
        {FLEET.map((vehicle) => (
          <Grid key={vehicle.kind} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card sx={{ height: '100%' }}>
              <Box sx={{ bgcolor: 'action.hover', display: 'grid', placeItems: 'center', aspectRatio: '2 / 1', p: 2 }}>
                <FleetIllustration kind={vehicle.kind} />
              </Box>
              <CardContent sx={{ p: 3 }}>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                  {vehicle.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {vehicle.description}
                </Typography>
                <Box component="ul" sx={{ mt: 1.5, mb: 0, pl: 2.5 }}>
                  {vehicle.specs.map((spec) => (
                    <li key={spec}>
                      <Typography variant="body2">{spec}</Typography>
                    </li>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
