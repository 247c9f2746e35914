import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routes } from 'shared-contracts/contract';
import { COMPANY } from 'shared-contracts/domain';
import { Link as RouterLink } from 'shared-contracts/ui';

import { SERVICE_LINKS } from './navLinks';
import { SiteLogo } from './SiteLogo';

const COPYRIGHT_YEAR = 2025;

const linkSx = { color: 'inherit', textUnderlineOffset: 3, overflowWrap: 'anywhere' } as const;
const headingSx = { color: 'common.white', fontWeight: 700, mb: 1.5 } as const;
const iconSx = { fontSize: 20, mt: '2px', color: '#fbbf24' } as const;

/** The public footer: service links, contact block, copyright and the privacy link. */
export function Footer() {
  const { address } = COMPANY;
  return (
    <Box component="footer" sx={{ bgcolor: '#0b1f44', color: 'rgba(255,255,255,0.87)', pt: 6, pb: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <SiteLogo inverse />
            <Typography sx={{ mt: 2, maxWidth: 380 }}>
              London-based specialist movers: general logistics, fine art and antiques, event staging and enclosed vehicle transport, across
              the UK and into Europe.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography component="h2" variant="subtitle1" sx={headingSx}>
              Services
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {SERVICE_LINKS.map(({ label, to }) => (
                <li key={to}>
                  <Link component={RouterLink} to={to} sx={linkSx}>
                    {label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="subtitle1" sx={headingSx}>
              Contact
            </Typography>
            <Stack spacing={1.25}>
              <Stack direction="row" spacing={1}>
                <PhoneIcon aria-hidden sx={iconSx} />
                <Link href={COMPANY.phoneHref} sx={linkSx}>
                  {COMPANY.phone}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1}>
                <EmailIcon aria-hidden sx={iconSx} />
                <Link href={`mailto:${COMPANY.email}`} sx={linkSx}>
                  {COMPANY.email}
                </Link>
              </Stack>
              <Stack direction="row" spacing={1}>
                <LocationOnIcon aria-hidden sx={iconSx} />
                <Box component="address" sx={{ fontStyle: 'normal' }}>
                  {COMPANY.legalName}
                  <br />
                  {address.street}
                  <br />
                  {address.city} {address.postcode}
                  <br />
                  {address.country}
                </Box>
              </Stack>
              <Typography variant="body2">
                {COMPANY.registeredIn}
                <br />
                Company No. {COMPANY.companyRegistrationNumber} · VAT No. {COMPANY.vatRegistrationNumber}
              </Typography>
            </Stack>
          </Grid>
        </Grid>
        <Box
          sx={{
            borderTop: '1px solid rgba(255,255,255,0.2)',
            mt: 5,
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography variant="body2">
            © {COPYRIGHT_YEAR} {COMPANY.legalName}. All rights reserved.
          </Typography>
          <Link component={RouterLink} to={routes.privacy} variant="body2" sx={linkSx}>
            Privacy Policy
          </Link>
        </Box>
      </Container>
    </Box>
  );
}
