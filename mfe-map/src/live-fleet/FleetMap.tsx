import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useCallback, useEffect, useEffectEvent } from 'react';

import type { MapThemeMode } from '../map/baseMap';
import type { FleetMapHandle } from '../map/fleetMap';
import { MapFrame } from '../map/MapFrame';
import { useMapHandle } from '../map/useMapHandle';
import type { FleetController } from '../simulation/fleetController';
import type { LngLat } from '../simulation/geo';

interface FleetMapProps {
  controller: FleetController;
  /** The selected vehicle's index, -1 for none: ringed, and centred at `selectZoom` when it changes. */
  selectedIndex: number;
  selectZoom: number;
  /** Changing it centres the selected vehicle again (after a teleport or a job that moved it). */
  recentreKey?: number;
  onSelectVehicle: (index: number) => void;
  /** While set, a click on the map is a point for it (click-map job creation) rather than a selection. */
  onMapPoint?: (at: LngLat) => void;
  /** Redraw every this many ms rather than on every tick (the UK fleet page's 3 s refresh). */
  refreshMs?: number;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

const MAP_HINT = 'Arrow keys pan the map and the plus and minus keys zoom it. Select a vehicle from the list beside the map to control it.';

/** The live fleet map: every vehicle coloured by status, route lines, the selected vehicle ringed. */
export function FleetMap({
  controller,
  selectedIndex,
  selectZoom,
  recentreKey = 0,
  onSelectVehicle,
  onMapPoint,
  refreshMs,
  sx,
  children,
}: FleetMapProps) {
  const create = useCallback(
    (target: HTMLElement, mode: MapThemeMode) =>
      import('../map/fleetMap').then(({ createFleetMap }) => createFleetMap(target, { mode, count: controller.simulation.count })),
    [controller],
  );
  const { ref, handle, status, retry } = useMapHandle<FleetMapHandle>(create);

  // Live updates reach the map without React: the layer rewrites its geometries from the simulation's frame.
  useEffect(() => {
    if (!handle) return undefined;
    const draw = () => handle.draw(controller.simulation.frame);
    draw();
    if (refreshMs) {
      const timer = setInterval(draw, refreshMs);
      return () => clearInterval(timer);
    }
    return controller.subscribe(draw);
  }, [handle, controller, refreshMs]);

  useEffect(() => {
    if (!handle) return;
    handle.fleet.setSelected(selectedIndex);
    if (selectedIndex >= 0) {
      handle.fleet.sync(controller.simulation.frame);
      handle.flyTo(selectedIndex, selectZoom);
    }
  }, [handle, controller, selectedIndex, selectZoom, recentreKey]);

  const onClick = useEffectEvent((vehicleIndex: number, at: LngLat) => {
    if (onMapPoint) onMapPoint(at);
    else if (vehicleIndex >= 0) onSelectVehicle(vehicleIndex);
  });
  useEffect(() => handle?.onClick((vehicleIndex, at) => onClick(vehicleIndex, at)), [handle]);

  return (
    <MapFrame mapRef={ref} status={status} onRetry={retry} label="Fleet map" hint={MAP_HINT} onZoom={handle?.zoomBy} sx={sx}>
      {children}
    </MapFrame>
  );
}
