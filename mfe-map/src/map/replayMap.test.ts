import type Feature from 'ol/Feature';
import type LineString from 'ol/geom/LineString';
import type Point from 'ol/geom/Point';
import type VectorLayer from 'ol/layer/Vector';
import { toLonLat } from 'ol/proj';

import { createReplayMap } from './replayMap';

// jsdom cannot draw: the map is given a canvas context that draws nothing, and no tile is ever fetched here.
function start() {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
  const target = document.createElement('div');
  document.body.append(target);
  const handle = createReplayMap(target, { mode: 'light' });
  const features = () => (handle.map.getLayers().item(2) as VectorLayer).getSource()!.getFeatures() as Feature[];
  const lonLatOf = (feature: Feature) => toLonLat((feature.getGeometry() as Point).getCoordinates()).map((n) => Number(n.toFixed(6)));
  return { handle, features, lonLatOf };
}

describe('createReplayMap', () => {
  it('draws the day’s line, its stops and the vehicle, and fits the view to the route', () => {
    const { handle, features, lonLatOf } = start();
    handle.showRoute({
      line: [
        [-0.12, 51.5],
        [-0.1, 51.52],
        [-0.08, 51.53],
      ],
      stops: [[-0.1, 51.52]],
    });
    handle.moveVehicle([-0.11, 51.51]);
    const [line, stop, vehicle] = features();
    expect((line.getGeometry() as LineString).getCoordinates()).toHaveLength(3);
    expect(lonLatOf(stop)).toEqual([-0.1, 51.52]);
    expect(lonLatOf(vehicle)).toEqual([-0.11, 51.51]);
    const [lng, lat] = toLonLat(handle.map.getView().getCenter()!);
    expect(lng).toBeCloseTo(-0.1, 2);
    expect(lat).toBeCloseTo(51.515, 2);
    handle.destroy();
  });

  it('takes the route away for a day without one, and the vehicle when asked', () => {
    const { handle, features } = start();
    handle.showRoute({ line: [[-0.12, 51.5]], stops: [] });
    handle.moveVehicle(null);
    expect(features()[1].getGeometry()).toBeUndefined();
    handle.showRoute(null);
    expect(features()).toEqual([]);
    handle.destroy();
  });
});
