import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';

import { MapAttribution } from '../live-fleet/MapAttribution';
import type { MapThemeMode } from '../map/baseMap';
import { ROUTE_COLOURS } from '../map/mapColours';
import { MapFrame } from '../map/MapFrame';
import { useMapHandle } from '../map/useMapHandle';
import { locateAddress } from '../places/ukTowns';

export const MAP_HEIGHT = 280;
const HINT = 'Arrow keys pan the map and the plus and minus keys zoom it.';

function Key({ color, children }: { color: string; children: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        component="span"
        aria-hidden
        sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, border: 2, borderColor: 'background.paper', boxShadow: 1 }}
      />
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

/** A job's route on the map, from the towns its pickup and delivery addresses name. */
export function JobRouteMap({ pickupAddress, deliveryAddress }: { pickupAddress: string; deliveryAddress: string }) {
  const pickup = useMemo(() => locateAddress(pickupAddress), [pickupAddress]);
  const dropoff = useMemo(() => locateAddress(deliveryAddress), [deliveryAddress]);
  const create = useCallback(
    (target: HTMLElement, mode: MapThemeMode) =>
      import('../map/routeMap').then(({ createRouteMap }) =>
        createRouteMap(target, { mode, pickup: pickup?.point ?? null, dropoff: dropoff?.point ?? null }),
      ),
    [pickup, dropoff],
  );
  const { ref, handle, status, retry } = useMapHandle(create);
  const placed = [pickup && `pickup in ${pickup.town}`, dropoff && `delivery in ${dropoff.town}`].filter(Boolean).join(' and ');
  return (
    <Box>
      <MapFrame
        mapRef={ref}
        status={status}
        onRetry={retry}
        label={`Route map: ${placed || 'the UK'}`}
        hint={HINT}
        onZoom={handle?.zoomBy}
        sx={{ height: MAP_HEIGHT }}
      />
      <Box component="ul" aria-label="Map key" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, mt: 1, mb: 0 }}>
        <Key color={ROUTE_COLOURS.pickup}>Pickup</Key>
        <Key color={ROUTE_COLOURS.dropoff}>Delivery</Key>
      </Box>
      {(!pickup || !dropoff) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {!pickup && !dropoff
            ? 'Neither address names a town the map knows.'
            : `The ${pickup ? 'delivery' : 'pickup'} address names no town the map knows.`}
        </Typography>
      )}
      <MapAttribution />
    </Box>
  );
}
