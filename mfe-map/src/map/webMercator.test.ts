import { fromLonLat } from 'ol/proj';

import { createLngLatProjector } from './webMercator';

const PLACES = Float64Array.of(-1.5, 53.2, -0.1276, 51.5072, -8.65, 49.86, 1.77, 60.86);

const expectOpenLayersProjection = (lngLats: Float64Array, out: Float64Array) => {
  for (let i = 0; i < lngLats.length; i += 2) {
    const [x, y] = fromLonLat([lngLats[i], lngLats[i + 1]]);
    expect(out[i]).toBeCloseTo(x, 6);
    expect(out[i + 1]).toBeCloseTo(y, 6);
  }
};

describe('createLngLatProjector', () => {
  afterEach(() => jest.restoreAllMocks());

  it('gives what OpenLayers gives for EPSG:4326 → EPSG:3857, for every pair', () => {
    expectOpenLayersProjection(PLACES, createLngLatProjector(4).project(PLACES));
  });

  it('projects only the first `count` pairs', () => {
    const out = createLngLatProjector(1).project(Float64Array.of(0, 0, 10, 10));
    expect([...out]).toEqual([0, expect.closeTo(0, 6)]);
  });

  it('computes again only the pairs that moved since the last call, and still returns every pair right', () => {
    const projector = createLngLatProjector(4);
    const lngLats = PLACES.slice();
    projector.project(lngLats);
    const tan = jest.spyOn(Math, 'tan');
    lngLats[2] = 0.5; // London's longitude changes
    lngLats[7] = 59; // the last place's latitude changes
    const out = projector.project(lngLats);
    expect(tan).toHaveBeenCalledTimes(2);
    expectOpenLayersProjection(lngLats, out);
  });
});
