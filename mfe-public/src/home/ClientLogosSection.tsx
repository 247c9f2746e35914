import Box from '@mui/material/Box';

import { Section } from '../layout/Section';
import { CLIENT_BRANDS } from './logos/clientBrands';
import { ClientLogo } from './logos/ClientLogo';

export function ClientLogosSection() {
  return (
    <Section title="Trusted by Leading Organisations" intro="Galleries, auction houses, venues and businesses that rely on us every week.">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {CLIENT_BRANDS.map((brand) => (
          <Box
            component="li"
            key={brand.name}
            sx={{
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              p: { xs: 1.5, sm: 2 },
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <ClientLogo brand={brand} />
          </Box>
        ))}
      </Box>
    </Section>
  );
}
