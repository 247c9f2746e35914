import { fromLonLat } from 'ol/proj';
import { projectLngLats } from './webMercator';

describe('projectLngLats', () => {
  it('gives what OpenLayers gives for EPSG:4326 → EPSG:3857, for every pair, in place', () => {
    const lngLats = Float64Array.of(-1.5, 53.2, -0.1276, 51.5072, -8.65, 49.86, 1.77, 60.86);
    const out = new Float64Array(lngLats.length);
    projectLngLats(lngLats, out);
    for (let i = 0; i < lngLats.length; i += 2) {
      const [x, y] = fromLonLat([lngLats[i], lngLats[i + 1]]);
      expect(out[i]).toBeCloseTo(x, 6);
      expect(out[i + 1]).toBeCloseTo(y, 6);
    }
  });

  it('projects only the first `count` pairs', () => {
    const out = new Float64Array(4).fill(7);
    projectLngLats(Float64Array.of(0, 0, 10, 10), out, 1);
    expect([...out]).toEqual([0, expect.closeTo(0, 6), 7, 7]);
  });
});
