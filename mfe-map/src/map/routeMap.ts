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
import { ROUTE_COLOURS } from './mapColours';

/** A lone point (one address placed) is shown at this zoom; a route is fitted, but never closer than this. */
const POINT_ZOOM = 12;
const FIT_PADDING = [48, 48, 48, 48];

const pointStyle = (color: string) =>
  new Style({ image: new CircleStyle({ radius: 8, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }) });

export interface RouteMapOptions {
  mode: MapThemeMode;
  /** Null for an address that could not be placed. */
  pickup: LngLat | null;
  dropoff: LngLat | null;
}

/**
 * A job's route: the pickup and delivery points and the line between them, fitted to the map; the UK overview
 * when neither could be placed.
 *
 * @example createRouteMap(element, { mode: 'light', pickup: [-2.36, 51.38], dropoff: [-0.13, 51.5] })
 */
export function createRouteMap(target: HTMLElement, { mode, pickup, dropoff }: RouteMapOptions): MapHandle {
  const stops = [
    { at: pickup, color: ROUTE_COLOURS.pickup },
    { at: dropoff, color: ROUTE_COLOURS.dropoff },
  ].flatMap(({ at, color }) => (at ? [{ coordinate: fromLonLat([...at]), color }] : []));
  const features: Feature[] = stops.map(({ coordinate, color }) => {
    const feature = new Feature(new Point(coordinate));
    feature.setStyle(pointStyle(color));
    return feature;
  });
  const coordinates = stops.map((stop) => stop.coordinate);
  if (coordinates.length === 2) {
    const line = new Feature(new LineString(coordinates));
    line.setStyle(new Style({ stroke: new Stroke({ color: ROUTE_COLOURS.line, width: 4, lineDash: [10, 8] }) }));
    features.unshift(line);
  }
  const handle = createBaseMap(target, { mode, overlays: [new VectorLayer({ source: new VectorSource({ features }) })] });
  const view = handle.map.getView();
  if (coordinates.length === 2) {
    view.fit(boundingExtent(coordinates), { padding: FIT_PADDING, maxZoom: POINT_ZOOM });
  } else if (coordinates.length === 1) {
    view.setCenter(coordinates[0]);
    view.setZoom(POINT_ZOOM);
  }
  return handle;
}
