import Feature from 'ol/Feature';
import type { Coordinate } from 'ol/coordinate';
import MultiLineString from 'ol/geom/MultiLineString';
import MultiPoint from 'ol/geom/MultiPoint';
import Point from 'ol/geom/Point';
import type BaseLayer from 'ol/layer/Base';
import VectorLayer from 'ol/layer/Vector';
import VectorImageLayer from 'ol/layer/VectorImage';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import { type FleetFrame, STATUS_IDLE, STATUS_MOVING, STATUS_NAMES, STATUS_OFFLINE } from '../simulation/fleetState';
import { STATUS_COLOURS } from './mapColours';
import { createLngLatProjector } from './webMercator';

const MARKER_RADIUS = 6;
/** A click this many pixels beyond a marker's edge still picks it. */
const CLICK_SLACK = 4;

/** The vehicles, their route lines and the selected vehicle's ring, drawn from the simulation's frame. */
export interface FleetLayer {
  /** Add to the map in this order. */
  readonly layers: readonly BaseLayer[];
  /** Moves every marker and route line to the frame's state, updating the same geometries in place. */
  sync(frame: FleetFrame): void;
  /** Rings a vehicle (drawn above all others, never hidden); -1 for none. */
  setSelected(index: number): void;
  /** The vehicle whose marker is under a map coordinate (EPSG:3857) at this resolution, or -1. */
  vehicleAt(coordinate: Coordinate, resolution: number): number;
  /** Where a vehicle is, in EPSG:3857, as of the last sync. */
  positionOf(index: number): Coordinate;
}

/**
 * A status's markers: OpenLayers draws the circle once and its image is stamped at each vehicle's pixel. A
 * software canvas spends about 13 µs on every stamp (130 ms per repaint at 10,000 vehicles), so a vehicle off
 * the canvas, or on the very pixel another of its status was stamped at, is not stamped again.
 */
function markerStyle(color: string): Style {
  const circle = new CircleStyle({ radius: MARKER_RADIUS, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 1.5 }) });
  const stamped = new Set<number>();
  return new Style({
    image: circle,
    renderer(pixels, { context, pixelRatio }) {
      const image = circle.getImage(pixelRatio);
      const { width, height } = context.canvas;
      stamped.clear();
      for (const [x, y] of pixels as Coordinate[]) {
        const left = Math.round(x - image.width / 2);
        const top = Math.round(y - image.height / 2);
        if (left >= width || top >= height || left <= -image.width || top <= -image.height) continue;
        // One key per top-left corner that can still touch the canvas (tops run from 1 - image.height).
        const pixel = (left + image.width) * (height + image.height) + top + image.height;
        if (stamped.has(pixel)) continue;
        stamped.add(pixel);
        context.drawImage(image, left, top);
      }
    },
  });
}

const ROUTE_STYLE = new Style({ stroke: new Stroke({ color: 'rgba(30, 111, 217, 0.55)', width: 1.5 }) });
const SELECTED_STYLE = new Style({
  image: new CircleStyle({ radius: MARKER_RADIUS + 5, fill: new Fill({ color: 'rgba(255, 255, 255, 0.35)' }), stroke: new Stroke({ color: '#101828', width: 3 }) }),
});

/**
 * One MultiPoint per status and one MultiLineString for every route: each tick rewrites their coordinate arrays
 * in place, so 10,000 vehicles cost a few array writes and one redraw, never 10,000 features or a new source.
 * The layer renders to an image, which panning and zooming only move (smooth at any fleet size).
 *
 * @example const fleet = createFleetLayer(sim.count); fleet.sync(sim.frame);
 */
export function createFleetLayer(count: number): FleetLayer {
  const positionProjector = createLngLatProjector(count);
  const targetProjector = createLngLatProjector(count);
  // EPSG:3857, as of the last sync.
  let positions = new Float64Array(count * 2);
  const markers = STATUS_NAMES.map(() => new MultiPoint([], 'XY'));
  const routes = new MultiLineString([], 'XY', []);
  // OpenLayers draws features in the order they were created: routes, then offline, idle and moving markers on top.
  const routeFeature = new Feature(routes);
  const [offline, idle, moving] = [STATUS_OFFLINE, STATUS_IDLE, STATUS_MOVING].map((code) => {
    const feature = new Feature(markers[code]);
    feature.setStyle(markerStyle(STATUS_COLOURS[STATUS_NAMES[code]]));
    return feature;
  });
  routeFeature.setStyle(ROUTE_STYLE);
  const fleetLayer = new VectorImageLayer({
    source: new VectorSource({ features: [routeFeature, offline, idle, moving], useSpatialIndex: false }),
    imageRatio: 1.5,
  });

  const selection = new Feature<Point>();
  const selectionPoint = new Point([0, 0]);
  const selectionLayer = new VectorLayer({ source: new VectorSource({ features: [selection], useSpatialIndex: false }), style: SELECTED_STYLE });
  let selected = -1;
  const placeSelection = () => {
    if (selected < 0 || selected >= count) {
      selection.setGeometry(undefined);
      return;
    }
    selectionPoint.setCoordinates([positions[selected * 2], positions[selected * 2 + 1]]);
    if (selection.getGeometry() !== selectionPoint) selection.setGeometry(selectionPoint);
  };

  return {
    layers: [fleetLayer, selectionLayer],
    sync(frame) {
      positions = positionProjector.project(frame.positions);
      const targets = targetProjector.project(frame.routeTargets);
      // Written by index and cut to length: the arrays keep their capacity from tick to tick (no garbage).
      const flats = markers.map((geometry) => geometry.getFlatCoordinates());
      const lengths = [0, 0, 0];
      const routeFlat = routes.getFlatCoordinates();
      const routeEnds = routes.getEnds();
      let routeLength = 0;
      let routeCount = 0;
      for (let i = 0; i < count; i++) {
        const x = positions[i * 2];
        const y = positions[i * 2 + 1];
        const code = frame.statuses[i];
        const flat = flats[code];
        flat[lengths[code]++] = x;
        flat[lengths[code]++] = y;
        if (frame.hasRoute[i] === 1) {
          routeFlat[routeLength++] = x;
          routeFlat[routeLength++] = y;
          routeFlat[routeLength++] = targets[i * 2];
          routeFlat[routeLength++] = targets[i * 2 + 1];
          routeEnds[routeCount++] = routeLength;
        }
      }
      flats.forEach((flat, code) => {
        flat.length = lengths[code];
        markers[code].changed();
      });
      routeFlat.length = routeLength;
      routeEnds.length = routeCount;
      routes.changed();
      placeSelection();
    },
    setSelected(index) {
      selected = index;
      placeSelection();
    },
    vehicleAt([x, y], resolution) {
      const reach = (MARKER_RADIUS + CLICK_SLACK) * resolution;
      let best = -1;
      let bestDistance = reach * reach;
      for (let i = 0; i < count; i++) {
        const dx = positions[i * 2] - x;
        const dy = positions[i * 2 + 1] - y;
        const distance = dx * dx + dy * dy;
        if (distance <= bestDistance) {
          best = i;
          bestDistance = distance;
        }
      }
      return best;
    },
    positionOf(index) {
      return [positions[index * 2], positions[index * 2 + 1]];
    },
  };
}
