import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'shared-contracts/ui';

import { Section } from '../layout/Section';
import { HOME_SERVICES } from './homeServices';

export function ServiceCards() {
  return (
    <Section title="Our Services" intro="Three specialist teams under one roof, each with its own vehicles, kit and trained crews.">
      <Grid container spacing={3}>
        {HOME_SERVICES.map(({ title, description, to, Icon }) => (
          <Grid key={to} size={{ xs: 12, md: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', alignItems: 'stretch' }}>
                <CardContent sx={{ p: 3.5, display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
                  <Box
                    sx={{
                      width: 56,
                      height: 56,
                      borderRadius: 3,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      display: 'grid',
                      placeItems: 'center',
                    }}
                  >
                    <Icon aria-hidden sx={{ fontSize: 30 }} />
                  </Box>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
                    {description}
                  </Typography>
                  <Box
                    component="span"
                    sx={{ color: 'primary.main', fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                  >
                    Learn more <ArrowForward aria-hidden fontSize="small" />
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Section>
  );
}
