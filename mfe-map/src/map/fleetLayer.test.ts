import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import type ImageLayer from 'ol/layer/Image';
import type VectorLayer from 'ol/layer/Vector';
import { fromLonLat, get as getProjection } from 'ol/proj';
import type ImageCanvasSource from 'ol/source/ImageCanvas';

import { createFleetSimulation } from '../simulation/fleetSeed';
import { type FleetFrame, STATUS_IDLE, STATUS_MOVING, STATUS_OFFLINE } from '../simulation/fleetState';
import { createSeededRandom } from '../simulation/random';
import { createFleetLayer } from './fleetLayer';
import { createMarkerSprites } from './markerSprites';
import { paintFleet } from './paintFleet';
import type { MarkerSprite } from './pixelRaster';

// The painting itself is tested on its own (paintFleet.test.ts); jsdom has no canvas to read circles from.
jest.mock('./paintFleet');
const SPRITES = ['offline', 'idle', 'moving'].map((name) => ({ name }) as unknown as MarkerSprite);
jest.mock('./markerSprites', () => ({ ...jest.requireActual('./markerSprites'), createMarkerSprites: jest.fn(() => () => SPRITES) }));

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

const source = (layer: ReturnType<typeof createFleetLayer>) => (layer.layers[0] as ImageLayer<ImageCanvasSource>).getSource()!;
const close = (actual: ArrayLike<number>, expected: number[]) => expected.forEach((value, i) => expect(actual[i]).toBeCloseTo(value, 6));

/** Asks the layer's image for a 100 x 100 m view at 1 m per pixel: the image covers 1.5 times that, from (-25, 125). */
function repaint(layer: ReturnType<typeof createFleetLayer>) {
  jest.mocked(paintFleet).mockClear();
  source(layer).getImage([0, 0, 100, 100], 1, 2, getProjection('EPSG:3857')!);
  expect(paintFleet).toHaveBeenCalledTimes(1);
  const [, fleet, placement, markers, pen] = jest.mocked(paintFleet).mock.calls[0];
  return { fleet, placement, markers, pen };
}

describe('createFleetLayer', () => {
  it('paints routes, then offline, idle and moving markers on top: grey, amber and blue', () => {
    const layer = createFleetLayer(3);
    expect(createMarkerSprites).toHaveBeenLastCalledWith(['#8c8c8c', '#f5a300', '#1e6fd9']);
    const { markers, pen } = repaint(layer);
    expect(markers).toEqual([
      { status: STATUS_OFFLINE, sprite: SPRITES[0] },
      { status: STATUS_IDLE, sprite: SPRITES[1] },
      { status: STATUS_MOVING, sprite: SPRITES[2] },
    ]);
    // 1.5 px wide at pixel ratio 2.
    expect(pen).toEqual({ rgb: [30, 111, 217], alpha: 0.55, width: 3 });
  });

  it('paints each vehicle and its route in EPSG:3857, placed at the image’s top-left corner, pixels per metre times the pixel ratio', () => {
    const layer = createFleetLayer(3);
    layer.sync(frame());
    const { fleet, placement } = repaint(layer);
    expect(placement).toEqual({ left: -25, top: 125, scale: 2 });
    close(fleet.positions, [...fromLonLat([-0.1, 51.5]), ...fromLonLat([-0.2, 51.6]), ...fromLonLat([-2.2, 53.5])]);
    expect([...fleet.statuses]).toEqual([STATUS_MOVING, STATUS_IDLE, STATUS_OFFLINE]);
    expect([...fleet.hasRoute]).toEqual([1, 0, 0]);
    close(fleet.targets, fromLonLat([0, 51.4]));
  });

  it('repaints once per sync, from the frame as it was synced, never before the next sync', () => {
    const layer = createFleetLayer(3);
    const next = frame();
    layer.sync(next);
    const revision = source(layer).getRevision();
    next.statuses[1] = STATUS_MOVING;
    expect([...repaint(layer).fleet.statuses]).toEqual([STATUS_MOVING, STATUS_IDLE, STATUS_OFFLINE]);
    layer.sync(next);
    expect(source(layer).getRevision()).toBe(revision + 1);
    expect([...repaint(layer).fleet.statuses]).toEqual([STATUS_MOVING, STATUS_MOVING, STATUS_OFFLINE]);
  });

  it('leaves projecting to the repaint or a click, so a sync inside the simulation’s tick computes no tangent', () => {
    const layer = createFleetLayer(3);
    const tan = jest.spyOn(Math, 'tan');
    layer.sync(frame());
    expect(tan).not.toHaveBeenCalled();
    close(repaint(layer).fleet.positions, fromLonLat([-0.1, 51.5]));
    tan.mockRestore();
    const moved = frame();
    moved.positions[3] = 51.7;
    layer.sync(moved);
    expect(layer.vehicleAt(fromLonLat([-0.2, 51.7]), 10)).toBe(1);
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

  it('keeps up with a 10,000-vehicle simulation: every vehicle painted', () => {
    const sim = createFleetSimulation({ count: 10_000 }, createSeededRandom(3), 0);
    const layer = createFleetLayer(sim.count);
    layer.sync(sim.frame);
    const { fleet } = repaint(layer);
    expect(fleet.count).toBe(10_000);
    expect(fleet.statuses.filter((status) => status === STATUS_OFFLINE)).toHaveLength(500);
    expect(fleet.hasRoute.filter((route) => route === 1)).toHaveLength(sim.activeJobCount);
  });
});
