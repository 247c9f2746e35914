import { unByKey } from 'ol/Observable';
import { toLonLat } from 'ol/proj';

import type { FleetFrame } from '../simulation/fleetState';
import type { LngLat } from '../simulation/geo';
import { createBaseMap, type MapHandle, type MapThemeMode } from './baseMap';
import { createFleetLayer, type FleetLayer } from './fleetLayer';

const FLY_DURATION_MS = 600;

export interface FleetMapHandle extends MapHandle {
  readonly fleet: FleetLayer;
  /**
   * Shows a frame. While the view moves (a drag, a zoom, a fly-to) the redraw waits for the move to end: redrawing
   * 10,000 markers under a moving view would cost frames, and the markers move only 1 s apart anyway.
   */
  draw(frame: FleetFrame): void;
  /** A single click: the vehicle under it (-1 for none) and the clicked point. Returns the unsubscribe. */
  onClick(listener: (vehicleIndex: number, at: LngLat) => void): () => void;
  /** Centres a vehicle at a zoom level (15 on the dashboard, 14 on the UK fleet page). */
  flyTo(vehicleIndex: number, zoom: number): void;
}

/**
 * The live fleet map: the base map with the fleet's markers and route lines above it.
 *
 * @example const handle = createFleetMap(element, { mode: 'light', count: sim.count }); handle.fleet.sync(sim.frame);
 */
export function createFleetMap(target: HTMLElement, { mode, count }: { mode: MapThemeMode; count: number }): FleetMapHandle {
  const fleet = createFleetLayer(count);
  const base = createBaseMap(target, { mode, overlays: [...fleet.layers] });
  const { map } = base;
  let waiting: FleetFrame | null = null;
  map.on('moveend', () => {
    if (waiting) fleet.sync(waiting);
    waiting = null;
  });
  return {
    ...base,
    fleet,
    draw(frame) {
      const view = map.getView();
      if (view.getInteracting() || view.getAnimating()) {
        waiting = frame;
        return;
      }
      waiting = null;
      fleet.sync(frame);
    },
    onClick(listener) {
      const key = map.on('singleclick', (event) => {
        const at = toLonLat(event.coordinate);
        listener(fleet.vehicleAt(event.coordinate, map.getView().getResolution() ?? 1), [at[0], at[1]]);
      });
      return () => unByKey(key);
    },
    flyTo(vehicleIndex, zoom) {
      map.getView().animate({ center: fleet.positionOf(vehicleIndex), zoom, duration: FLY_DURATION_MS });
    },
  };
}
