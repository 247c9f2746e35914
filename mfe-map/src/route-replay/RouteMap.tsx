import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useEffect } from 'react';

import type { MapThemeMode } from '../map/baseMap';
import { MapFrame } from '../map/MapFrame';
import type { ReplayRoute } from '../map/replayMap';
import { useMapHandle } from '../map/useMapHandle';
import type { LngLat } from '../simulation/geo';

const HINT = 'Arrow keys pan the map and the plus and minus keys zoom it. The time slider moves the vehicle along its route.';

interface RouteMapProps {
  /** Names the map, e.g. "Route map: ZVX-101 on 21 Aug 2025". */
  label: string;
  route: ReplayRoute | null;
  /** Where the vehicle was at the slider's time. */
  vehicleAt: LngLat | null;
  sx?: SxProps<Theme>;
}

/** A vehicle's day on the map: its route, its stops and where it was at the slider's time (OpenLayers arrives on demand). */
export function RouteMap({ label, route, vehicleAt, sx }: RouteMapProps) {
  const create = useCallback(
    (target: HTMLElement, mode: MapThemeMode) =>
      import('../map/replayMap').then(({ createReplayMap }) => createReplayMap(target, { mode })),
    [],
  );
  const { ref, handle, status, retry } = useMapHandle(create);
  useEffect(() => handle?.showRoute(route), [handle, route]);
  useEffect(() => handle?.moveVehicle(vehicleAt), [handle, vehicleAt]);
  return <MapFrame mapRef={ref} status={status} onRetry={retry} label={label} hint={HINT} onZoom={handle?.zoomBy} sx={sx} />;
}
