import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ErrorView, LoadingView } from 'shared-contracts/ui';

import type { FleetLoad } from './useFleetController';

/** Map beside the panel (the panel's width varies by page); one column below the md breakpoint. */
export const liveLayoutSx = (panelWidth: number) =>
  ({
    display: 'grid',
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${panelWidth}px` },
    gap: 2,
    alignItems: 'start',
  }) as const;

/** The map stays in view while the panel scrolls with the page (the top bar is 64 px, the content's padding 24). */
export const LIVE_MAP_SX = {
  height: { xs: 340, md: 'calc(100vh - 112px)' },
  minHeight: { md: 480 },
  position: { md: 'sticky' },
  top: { md: 88 },
} as const;

export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
      {children}
    </Typography>
  );
}

/** The page's title over the fleet's loading or error state, shown until the simulation is ready. */
export function FleetLoadState({ title, fleet }: { title: string; fleet: Exclude<FleetLoad, { status: 'ready' }> }) {
  return (
    <Box>
      <PageTitle>{title}</PageTitle>
      {fleet.status === 'loading' ? (
        <LoadingView label="Loading the fleet..." />
      ) : (
        <ErrorView
          title="The fleet could not be loaded"
          message="The live map needs the fleet's vehicles. Try again in a moment."
          onRetry={fleet.reload}
        />
      )}
    </Box>
  );
}
