import type { Coordinate } from 'ol/coordinate';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import type BaseLayer from 'ol/layer/Base';
import ImageLayer from 'ol/layer/Image';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import ImageCanvasSource from 'ol/source/ImageCanvas';
import VectorSource from 'ol/source/Vector';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';

import { type FleetFrame, STATUS_IDLE, STATUS_MOVING, STATUS_NAMES, STATUS_OFFLINE } from '../simulation/fleetState';
import type { LinePen } from './drawLine';
import { STATUS_COLOURS } from './mapColours';
import { createMarkerSprites, MARKER_RADIUS } from './markerSprites';
import { type FleetPicture, paintFleet } from './paintFleet';
import { PixelRaster } from './pixelRaster';
import { createLngLatProjector } from './webMercator';

/** A click this many pixels beyond a marker's edge still picks it. */
const CLICK_SLACK = 4;
/** Offline markers first, moving ones on top. */
const DRAW_ORDER = [STATUS_OFFLINE, STATUS_IDLE, STATUS_MOVING];
const ROUTE_PEN: LinePen = { rgb: [30, 111, 217], alpha: 0.55, width: 1.5 };

/** The vehicles, their route lines and the selected vehicle's ring, drawn from the simulation's frame. */
export interface FleetLayer {
  /** Add to the map in this order. */
  readonly layers: readonly BaseLayer[];
  /** Moves every marker and route line to the frame's state, repainting them once. */
  sync(frame: FleetFrame): void;
  /** Rings a vehicle (drawn above all others, never hidden); -1 for none. */
  setSelected(index: number): void;
  /** The vehicle whose marker is under a map coordinate (EPSG:3857) at this resolution, or -1. */
  vehicleAt(coordinate: Coordinate, resolution: number): number;
  /** Where a vehicle is, in EPSG:3857, as of the last sync. */
  positionOf(index: number): Coordinate;
}

const SELECTED_STYLE = new Style({
  image: new CircleStyle({
    radius: MARKER_RADIUS + 5,
    fill: new Fill({ color: 'rgba(255, 255, 255, 0.35)' }),
    stroke: new Stroke({ color: '#101828', width: 3 }),
  }),
});

/**
 * Every route line and marker is painted by `paintFleet` into a raster, which becomes the canvas of an
 * OpenLayers image layer: a sync is a few array copies and a request for one repaint, never 10,000 features.
 * Positions are projected to EPSG:3857 when they are next needed (the repaint, a click), not in the sync, which
 * runs inside the simulation's tick. The image covers 1.5 times the view, so panning and zooming only move it until
 * the view settles.
 *
 * @example const fleet = createFleetLayer(sim.count); fleet.sync(sim.frame);
 */
export function createFleetLayer(count: number): FleetLayer {
  const positionProjector = createLngLatProjector(count);
  const targetProjector = createLngLatProjector(count);
  /** The frame's positions and route ends as last synced, in longitude and latitude. */
  const synced = { positions: new Float64Array(count * 2), targets: new Float64Array(count * 2) };
  const picture: FleetPicture = {
    count,
    // The projectors fill and return the same arrays on every call.
    positions: positionProjector.project(synced.positions),
    targets: targetProjector.project(synced.targets),
    statuses: new Uint8Array(count),
    hasRoute: new Uint8Array(count),
  };
  let projectionStale = false;
  const projected = (): FleetPicture => {
    if (projectionStale) {
      positionProjector.project(synced.positions);
      targetProjector.project(synced.targets);
      projectionStale = false;
    }
    return picture;
  };
  const sprites = createMarkerSprites(DRAW_ORDER.map((code) => STATUS_COLOURS[STATUS_NAMES[code]]));
  const raster = new PixelRaster();
  const canvasOf = createRasterCanvases();
  const source = new ImageCanvasSource({
    ratio: 1.5,
    canvasFunction(extent, resolution, pixelRatio, [width, height]) {
      raster.begin(Math.round(width), Math.round(height));
      const markers = sprites(pixelRatio).map((sprite, order) => ({ status: DRAW_ORDER[order], sprite }));
      const pen = { ...ROUTE_PEN, width: ROUTE_PEN.width * pixelRatio };
      paintFleet(raster, projected(), { left: extent[0], top: extent[3], scale: pixelRatio / resolution }, markers, pen);
      return canvasOf(raster);
    },
  });
  const fleetLayer = new ImageLayer({ source });

  const selection = new Feature<Point>();
  const selectionPoint = new Point([0, 0]);
  const selectionLayer = new VectorLayer({
    source: new VectorSource({ features: [selection], useSpatialIndex: false }),
    style: SELECTED_STYLE,
  });
  let selected = -1;
  const placeSelection = () => {
    if (selected < 0 || selected >= count) {
      selection.setGeometry(undefined);
      return;
    }
    selectionPoint.setCoordinates(fromLonLat([synced.positions[selected * 2], synced.positions[selected * 2 + 1]]));
    if (selection.getGeometry() !== selectionPoint) selection.setGeometry(selectionPoint);
  };

  return {
    layers: [fleetLayer, selectionLayer],
    sync(frame) {
      picture.statuses.set(frame.statuses);
      picture.hasRoute.set(frame.hasRoute);
      synced.positions.set(frame.positions);
      synced.targets.set(frame.routeTargets);
      projectionStale = true;
      source.changed();
      placeSelection();
    },
    setSelected(index) {
      selected = index;
      placeSelection();
    },
    vehicleAt([x, y], resolution) {
      const { positions } = projected();
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
      return fromLonLat([synced.positions[index * 2], synced.positions[index * 2 + 1]]);
    },
  };
}

/**
 * Puts a finished raster on a canvas. Two canvases take turns, so the one OpenLayers shows is never the one being
 * repainted, and no canvas is made per repaint (each was megabytes for the garbage collector).
 */
function createRasterCanvases() {
  const canvases = [document.createElement('canvas'), document.createElement('canvas')];
  const painted = [false, false];
  let turn = 0;
  return (raster: PixelRaster): HTMLCanvasElement => {
    turn = 1 - turn;
    const canvas = canvases[turn];
    if (canvas.width !== raster.width || canvas.height !== raster.height) {
      canvas.width = raster.width;
      canvas.height = raster.height;
    } else if (painted[turn]) {
      canvas.getContext('2d')!.clearRect(0, 0, canvas.width, canvas.height);
    }
    const drawn = raster.finish();
    if (drawn)
      canvas
        .getContext('2d')!
        .putImageData(new ImageData(raster.bytes, raster.width, raster.height), 0, 0, drawn.x, drawn.y, drawn.width, drawn.height);
    painted[turn] = drawn !== null;
    return canvas;
  };
}
