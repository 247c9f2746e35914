import { boundingExtent } from 'ol/extent';
import Feature from 'ol/Feature';
import LineString from 'ol/geom/LineString';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';

import type { LngLat } from '../simulation/geo';
import { createBaseMap, type MapHandle, type MapThemeMode } from './baseMap';
import { REPLAY_COLOURS } from './mapColours';

const FIT_PADDING = [48, 48, 48, 48];
/** A route that never left one street is still shown at a street's zoom, not the closest there is. */
const MAX_FIT_ZOOM = 16;

const dot = (radius: number, color: string) =>
  new Style({ image: new CircleStyle({ radius, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }) });

const LINE_STYLE = new Style({ stroke: new Stroke({ color: REPLAY_COLOURS.line, width: 4 }) });
const STOP_STYLE = dot(6, REPLAY_COLOURS.stop);
const VEHICLE_STYLE = dot(9, REPLAY_COLOURS.vehicle);

export interface ReplayRoute {
  /** The day's positions, oldest first. */
  line: readonly LngLat[];
  stops: readonly LngLat[];
}

export interface ReplayMapHandle extends MapHandle {
  /** Draws a day's route and its stops, fitted to the map; null takes them away. */
  showRoute(route: ReplayRoute | null): void;
  /** Puts the vehicle where it was at the slider's time; null takes it away. */
  moveVehicle(at: LngLat | null): void;
}

/**
 * A vehicle's day on the map: one layer with the route's line, its stops and the vehicle at the slider's time, each a
 * feature the view moves rather than a map made again.
 *
 * @example const handle = createReplayMap(element, { mode: 'light' }); handle.showRoute({ line, stops }); handle.moveVehicle(line[0]);
 */
export function createReplayMap(target: HTMLElement, { mode }: { mode: MapThemeMode }): ReplayMapHandle {
  const source = new VectorSource();
  const vehicle = new Feature<Point>();
  vehicle.setStyle(VEHICLE_STYLE);
  const base = createBaseMap(target, { mode, overlays: [new VectorLayer({ source, updateWhileAnimating: true })] });
  return {
    ...base,
    showRoute(route) {
      source.clear();
      if (!route || route.line.length === 0) return;
      const coordinates = route.line.map((point) => fromLonLat([...point]));
      const line = new Feature(new LineString(coordinates));
      line.setStyle(LINE_STYLE);
      const stops = route.stops.map((stop) => {
        const feature = new Feature(new Point(fromLonLat([...stop])));
        feature.setStyle(STOP_STYLE);
        return feature;
      });
      source.addFeatures([line, ...stops, vehicle]);
      base.map.getView().fit(boundingExtent(coordinates), { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM });
    },
    moveVehicle(at) {
      vehicle.setGeometry(at ? new Point(fromLonLat([...at])) : undefined);
    },
  };
}
