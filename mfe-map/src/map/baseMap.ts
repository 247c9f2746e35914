import Feature from 'ol/Feature';
import MultiPolygon from 'ol/geom/MultiPolygon';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import type BaseLayer from 'ol/layer/Base';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import OlMap from 'ol/Map';
import { fromLonLat, get as getProjection } from 'ol/proj';
import OSM from 'ol/source/OSM';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import View from 'ol/View';

import type { LngLat } from '../simulation/geo';
import { OUTLINE_COLOURS, type OutlineColours } from './mapColours';
import outline from './outline/ukIrelandOutline.json';

export type MapThemeMode = 'light' | 'dark';

/** The specification's default view: lat 53.2, lng -1.5, zoom 6; at most zoom 19. */
const DEFAULT_CENTER: LngLat = [-1.5, 53.2];
const DEFAULT_ZOOM = 6;
const MAX_ZOOM = 19;

/** What every map of the area offers its React view. */
export interface MapHandle {
  readonly map: OlMap;
  setThemeMode(mode: MapThemeMode): void;
  zoomBy(delta: number): void;
  destroy(): void;
}

export interface BaseMapOptions {
  mode: MapThemeMode;
  center?: LngLat;
  zoom?: number;
  /** Drawn above the outline and the tiles, in order. */
  overlays?: BaseLayer[];
}

const outlineStyle = ({ land, coast }: OutlineColours) =>
  new Style({ fill: new Fill({ color: land }), stroke: new Stroke({ color: coast, width: 1 }) });

/** The bundled UK and Ireland outline (world-atlas, Natural Earth 1:50m), under the tiles so the map reads offline. */
function createOutlineLayer(mode: MapThemeMode): VectorLayer {
  const features = outline.countries.map(
    (country) => new Feature({ geometry: new MultiPolygon(country.polygons).transform('EPSG:4326', 'EPSG:3857'), name: country.name }),
  );
  return new VectorLayer({ source: new VectorSource({ features }), style: outlineStyle(OUTLINE_COLOURS[mode]) });
}

/** OpenStreetMap's tiles; a tile that fails (offline, blocked) is logged and left blank over the outline. */
function createTileLayer(): TileLayer {
  const source = new OSM();
  const projection = getProjection('EPSG:3857')!;
  source.on('tileloaderror', ({ tile }) => {
    console.warn(`Map tile failed to load and is left blank: ${source.getTileUrlFunction()(tile.getTileCoord(), 1, projection)}`);
  });
  return new TileLayer({ source });
}

/** Throws where the browser cannot draw on a canvas, so the view can say the map failed rather than stay blank. */
function assertCanvas(): void {
  if (!document.createElement('canvas').getContext('2d')) throw new Error('This browser cannot draw on a canvas');
}

/**
 * An OpenLayers map in `target`: the outline, the tiles and the given overlays, no built-in controls (the view
 * draws its own), keyboard panning and zooming while `target` has the focus. The map's container shows the sea.
 *
 * @example const handle = createBaseMap(element, { mode: 'light', overlays: fleetLayer.layers });
 */
export function createBaseMap(
  target: HTMLElement,
  { mode, center = DEFAULT_CENTER, zoom = DEFAULT_ZOOM, overlays = [] }: BaseMapOptions,
): MapHandle {
  assertCanvas();
  const outlineLayer = createOutlineLayer(mode);
  const map = new OlMap({
    target,
    controls: [],
    interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
    keyboardEventTarget: target,
    layers: [outlineLayer, createTileLayer(), ...overlays],
    view: new View({ center: fromLonLat([...center]), zoom, maxZoom: MAX_ZOOM }),
  });
  const setThemeMode = (next: MapThemeMode) => {
    outlineLayer.setStyle(outlineStyle(OUTLINE_COLOURS[next]));
    target.style.background = OUTLINE_COLOURS[next].sea;
  };
  setThemeMode(mode);
  return {
    map,
    setThemeMode,
    zoomBy(delta) {
      const view = map.getView();
      view.animate({ zoom: (view.getZoom() ?? DEFAULT_ZOOM) + delta, duration: 250 });
    },
    destroy() {
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
