import type Feature from 'ol/Feature';
import type MultiLineString from 'ol/geom/MultiLineString';
import type MultiPoint from 'ol/geom/MultiPoint';
import type Point from 'ol/geom/Point';
import type VectorLayer from 'ol/layer/Vector';
import type VectorImageLayer from 'ol/layer/VectorImage';
import { fromLonLat } from 'ol/proj';
import type { State } from 'ol/render';
import type CircleStyle from 'ol/style/Circle';
import type Style from 'ol/style/Style';
import { createFleetSimulation } from '../simulation/fleetSeed';
import { STATUS_IDLE, STATUS_MOVING, STATUS_OFFLINE, type FleetFrame } from '../simulation/fleetState';
import { createSeededRandom } from '../simulation/random';
import { createFleetLayer } from './fleetLayer';

/** A three-vehicle frame: moving with a route, idle, offline. */
function frame(): FleetFrame {
  return {
    count: 3,
    positions: Float64Array.of(-0.1, 51.5, -0.2, 51.6, -2.2, 53.5),
    statuses: Uint8Array.of(STATUS_MOVING, STATUS_IDLE, STATUS_OFFLINE),
    hasRoute: Uint8Array.of(1, 0, 0),
    routeTargets: Float64Array.of(0, 51.4, Number.NaN, Number.NaN, Number.NaN, Number.NaN),
    changeFlags: new Uint8Array(3),
    changedIndices: new Int32Array(3),
    changedCount: 0,
  };
}

const features = (layer: unknown) => (layer as VectorImageLayer).getSource()!.getFeatures() as Feature[];
const markerColour = (feature: Feature) => ((feature.getStyle() as Style).getImage() as CircleStyle).getFill()!.getColor();
const close = (actual: number[], expected: number[]) => actual.forEach((value, i) => expect(value).toBeCloseTo(expected[i], 6));

describe('createFleetLayer', () => {
  it('draws routes, then offline, idle and moving markers on top: grey, amber and blue', () => {
    const layer = createFleetLayer(3).layers[0] as VectorImageLayer;
    // The order OpenLayers paints them in: sorted by the layer's render order.
    const [routes, ...markers] = features(layer).sort(layer.getRenderOrder()!);
    expect(routes.getGeometry()!.getType()).toBe('MultiLineString');
    expect(markers.map(markerColour)).toEqual(['#8c8c8c', '#f5a300', '#1e6fd9']);
  });

  it("stamps a status's marker once per vehicle, centred on its pixel, skipping vehicles off the canvas and a repeat on one pixel", () => {
    const [, , , moving] = features(createFleetLayer(3).layers[0]);
    const style = moving.getStyle() as Style;
    const marker = { width: 16, height: 16 } as HTMLCanvasElement;
    jest.spyOn(style.getImage() as CircleStyle, 'getImage').mockReturnValue(marker);
    const drawImage = jest.fn();
    const context = { canvas: { width: 200, height: 100 }, drawImage } as unknown as CanvasRenderingContext2D;
    const pixels = [
      [50, 50],
      [50.2, 49.8], // the same pixel once rounded
      [120.6, 30.4],
      [-20, 50], // left of the canvas, beyond the marker's width
      [300, 50], // right of it
      [195, 95], // partly on it
      [58, 2], // above the top edge, by part of the marker
      [57, 102], // a different pixel from [58, 2], where one column's keys could run into the next
    ];
    style.getRenderer()!(pixels, { context, pixelRatio: 1 } as unknown as State);
    expect(drawImage.mock.calls).toEqual([
      [marker, 42, 42],
      [marker, 113, 22],
      [marker, 187, 87],
      [marker, 50, -6],
      [marker, 49, 94],
    ]);
  });

  it('puts each vehicle in its status marker and a route from the moving one to its drop-off, in EPSG:3857', () => {
    const layer = createFleetLayer(3);
    layer.sync(frame());
    const [routes, offline, idle, moving] = features(layer.layers[0]);
    close((moving.getGeometry() as MultiPoint).getFlatCoordinates(), fromLonLat([-0.1, 51.5]));
    close((idle.getGeometry() as MultiPoint).getFlatCoordinates(), fromLonLat([-0.2, 51.6]));
    close((offline.getGeometry() as MultiPoint).getFlatCoordinates(), fromLonLat([-2.2, 53.5]));
    const route = routes.getGeometry() as MultiLineString;
    close(route.getFlatCoordinates(), [...fromLonLat([-0.1, 51.5]), ...fromLonLat([0, 51.4])]);
    expect(route.getEnds()).toEqual([4]);
  });

  it('updates the same geometries in place on every sync, never making new features', () => {
    const layer = createFleetLayer(3);
    const before = features(layer.layers[0]);
    const geometries = before.map((feature) => feature.getGeometry());
    const revisions = geometries.map((geometry) => geometry!.getRevision());
    const next = frame();
    layer.sync(next);
    next.statuses[1] = STATUS_MOVING;
    next.positions[2] = -0.3;
    layer.sync(next);
    const after = features(layer.layers[0]);
    expect(after).toHaveLength(4);
    after.forEach((feature, i) => {
      expect(feature).toBe(before[i]);
      expect(feature.getGeometry()).toBe(geometries[i]);
      expect(feature.getGeometry()!.getRevision()).toBeGreaterThan(revisions[i]);
    });
    expect((after[3].getGeometry() as MultiPoint).getCoordinates()).toHaveLength(2);
    expect((after[2].getGeometry() as MultiPoint).getCoordinates()).toHaveLength(0);
  });

  it('rings the selected vehicle on a layer of its own, following it, and drops the ring for none', () => {
    const layer = createFleetLayer(3);
    const ring = (layer.layers[1] as VectorLayer).getSource()!.getFeatures()[0] as Feature<Point>;
    const next = frame();
    layer.sync(next);
    layer.setSelected(1);
    close(ring.getGeometry()!.getCoordinates(), fromLonLat([-0.2, 51.6]));
    next.positions[3] = 51.7;
    layer.sync(next);
    close(ring.getGeometry()!.getCoordinates(), fromLonLat([-0.2, 51.7]));
    layer.setSelected(-1);
    expect(ring.getGeometry()).toBeUndefined();
  });

  it('finds the vehicle under a click within the marker and 4 pixels more, the nearest first', () => {
    const layer = createFleetLayer(3);
    layer.sync(frame());
    const [x, y] = fromLonLat([-0.2, 51.6]);
    const resolution = 10;
    expect(layer.vehicleAt([x + 95, y], resolution)).toBe(1);
    expect(layer.vehicleAt([x + 105, y], resolution)).toBe(-1);
    expect(layer.vehicleAt(fromLonLat([-0.1, 51.5]), resolution)).toBe(0);
    expect(layer.positionOf(2)).toEqual(fromLonLat([-2.2, 53.5]).map((value) => expect.closeTo(value, 6)));
  });

  it('keeps up with a 10,000-vehicle simulation: every vehicle drawn once', () => {
    const sim = createFleetSimulation({ count: 10_000 }, createSeededRandom(3), 0);
    const layer = createFleetLayer(sim.count);
    layer.sync(sim.frame);
    const [routes, offline, idle, moving] = features(layer.layers[0]);
    const drawn = [offline, idle, moving].reduce((sum, feature) => sum + (feature.getGeometry() as MultiPoint).getCoordinates().length, 0);
    expect(drawn).toBe(10_000);
    expect((offline.getGeometry() as MultiPoint).getCoordinates()).toHaveLength(500);
    expect((routes.getGeometry() as MultiLineString).getEnds()).toHaveLength(sim.activeJobCount);
  });
});
