import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { DataLayerProvider, getSampleProvider } from 'shared-contracts/data';
import { AppProviders, BrowserRouter, Link as RouterLink, Navigate, Route, Routes } from 'shared-contracts/ui';

interface StandaloneArea {
  /** The area's name, shown in the frame and naming its navigation ("Fleet"). */
  name: string;
  /** The area's first pages, as links in the frame; the first is where `/` goes. */
  links: ReadonlyArray<{ label: string; to: string }>;
  /** The area's route table (its exposed `./Routes`). */
  Routes: ComponentType;
}

function StandaloneFrame({ name, links, Routes }: StandaloneArea) {
  return (
    <>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label={`${name} area`} sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" sx={{ fontWeight: 700, flex: 1 }}>
            Zorvex Logistics — {name} (standalone)
          </Typography>
          {links.map(({ label, to }) => (
            <Button key={to} component={RouterLink} to={to}>
              {label}
            </Button>
          ))}
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
        <Routes />
      </Box>
    </>
  );
}

/**
 * Standalone mode: one admin area alone, in a minimal frame, with the portal's providers, theme and
 * sample data, for its team to run and test (`pnpm dev mfe-<area>`).
 *
 * @example renderStandaloneArea({ name: 'Finance', links: [{ label: 'Invoices', to: routes.invoices.list }], Routes: FinanceRoutes })
 */
export function renderStandaloneArea(area: StandaloneArea): void {
  createRoot(document.getElementById('root')!).render(
    <AppProviders>
      <DataLayerProvider provider={getSampleProvider()}>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Navigate to={area.links[0].to} replace />} />
            <Route path="*" element={<StandaloneFrame {...area} />} />
          </Routes>
        </BrowserRouter>
      </DataLayerProvider>
    </AppProviders>,
  );
}
