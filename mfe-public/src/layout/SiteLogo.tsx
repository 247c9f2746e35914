import Box from '@mui/material/Box';
import { routes } from 'shared-contracts/contract';
import { COMPANY } from 'shared-contracts/domain';
import { Link as RouterLink } from 'shared-contracts/ui';

import { LogoMark } from './LogoMark';

const [firstWord, ...otherWords] = COMPANY.tradingName.split(' ');

/** The logo linking home; `inverse` for dark backgrounds. On the narrowest screens only the first word shows. */
export function SiteLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to={routes.home}
      aria-label={`${COMPANY.tradingName} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: inverse ? 'common.white' : 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: { xs: '1.05rem', sm: '1.2rem' },
        letterSpacing: '-0.01em',
        lineHeight: 1.1,
        borderRadius: 1,
      }}
    >
      <LogoMark inverse={inverse} />
      <span>
        {firstWord}
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {` ${otherWords.join(' ')}`}
        </Box>
      </span>
    </Box>
  );
}
