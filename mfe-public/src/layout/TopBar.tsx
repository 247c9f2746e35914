import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/Phone';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { COMPANY } from 'shared-contracts/domain';

import { QuoteButton } from '../quote/QuoteButton';
import { LazySiteMenu, preloadSiteMenu } from './lazySiteMenu';
import { SiteLogo } from './SiteLogo';
import { SITE_MENU_ID } from './siteMenuId';

/** The sticky top bar: logo, call link, quote button and the side menu. */
export function TopBar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1.5, sm: 3 }, minHeight: { xs: 60, sm: 68 } }}>
          <SiteLogo />
          <Box sx={{ flexGrow: 1 }} />
          <Button
            component="a"
            href={COMPANY.phoneHref}
            aria-label={`Call ${COMPANY.phone}`}
            startIcon={<PhoneIcon />}
            color="primary"
            sx={{ minWidth: 0, whiteSpace: 'nowrap', '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {COMPANY.phone}
            </Box>
          </Button>
          <QuoteButton size="small" sx={{ display: { xs: 'none', md: 'inline-flex' } }} />
          <IconButton
            onPointerEnter={preloadSiteMenu}
            onFocus={preloadSiteMenu}
            onClick={() => {
              setMenuOpen(true);
              setMenuUsed(true);
            }}
            aria-label="Open menu"
            aria-controls={menuOpen ? SITE_MENU_ID : undefined}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            edge="end"
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuUsed && (
        <Suspense fallback={null}>
          <LazySiteMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
