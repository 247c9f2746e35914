import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import type { LngLat } from '../simulation/geo';
import { FleetMap } from './FleetMap';
import { LiveKpiTiles } from './LiveKpiTiles';
import type { LiveFleet } from './LiveMapPage';
import { LIVE_MAP_SX, liveLayoutSx, PageTitle } from './LivePageFrame';
import { liveTiles } from './liveTiles';
import { MapAttribution } from './MapAttribution';

interface LiveMapFrameProps {
  fleet: LiveFleet;
  /** Beside the title: the UK page's connection chip. */
  aside?: ReactNode;
  /** The line under the title. */
  subtitle?: ReactNode;
  /** Between the figures and the lists: the dashboard's vehicle controls, the UK page's message card. */
  controls?: ReactNode;
  /** What the map does beside selecting: centre the selected vehicle again when the key changes, take clicked points. */
  map?: { recentreKey?: number; onMapPoint?: (at: LngLat) => void };
  /** The panel's lists, the fleet's vehicle list among them. */
  children: ReactNode;
}

/** A live map page as drawn: the map, and beside it (below on a narrow screen) the panel of title, figures, controls and lists. */
export function LiveMapFrame({ fleet, aside, subtitle, controls, map, children }: LiveMapFrameProps) {
  const { config, controller, snapshot, selectedIndex, selectIndex } = fleet;
  const title = <PageTitle>{config.title}</PageTitle>;
  return (
    <Box sx={liveLayoutSx(config.panelWidth)}>
      <FleetMap
        controller={controller}
        selectedIndex={selectedIndex}
        selectZoom={config.selectZoom}
        recentreKey={map?.recentreKey}
        onSelectVehicle={selectIndex}
        onMapPoint={map?.onMapPoint}
        refreshMs={config.refreshMs}
        sx={LIVE_MAP_SX}
      />
      <Box sx={{ minWidth: 0 }}>
        {aside ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
            {title}
            {aside}
          </Box>
        ) : (
          title
        )}
        {subtitle}
        <LiveKpiTiles label="Fleet figures" tiles={liveTiles(snapshot.kpis, config.tiles)} />
        {controls}
        <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
        <MapAttribution />
      </Box>
    </Box>
  );
}
