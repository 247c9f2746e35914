/** EPSG:3857 (the tiles' projection): metres per degree of longitude at the equator. */
const METRES_PER_DEGREE = 20037508.342789244 / 180;
const EARTH_RADIUS = 6378137;
/** Web Mercator stops short of the poles; the simulation never leaves the UK, but clamp like OpenLayers. */
const MAX_LATITUDE = 85.0511287798;

export interface LngLatProjector {
  /**
   * Projects `count` [lng, lat] pairs into EPSG:3857 x, y pairs (same layout) and returns them. Only the pairs that
   * changed since the last call are computed again; the returned array is the same one every time.
   */
  project(lngLats: ArrayLike<number>): Float64Array<ArrayBuffer>;
}

/**
 * A projector for a fixed number of points that remembers what it last projected: the map layer projects every
 * vehicle and route end on every tick, and most of them (idle vehicles, every drop-off) have not moved, so the
 * logarithm and tangent run only for those that did. Allocates nothing after creation.
 *
 * @example const projector = createLngLatProjector(1); projector.project(Float64Array.of(-0.1276, 51.5072)) // ≈ [-14204, 6711542]
 */
export function createLngLatProjector(count: number): LngLatProjector {
  // NaN equals nothing, so every pair is projected the first time.
  const seen = new Float64Array(count * 2).fill(Number.NaN);
  const out = new Float64Array(count * 2);
  return {
    project(lngLats) {
      for (let i = 0; i < count * 2; i += 2) {
        const lng = lngLats[i];
        const lat = lngLats[i + 1];
        if (lng === seen[i] && lat === seen[i + 1]) continue;
        seen[i] = lng;
        seen[i + 1] = lat;
        const clamped = Math.min(Math.max(lat, -MAX_LATITUDE), MAX_LATITUDE);
        out[i] = lng * METRES_PER_DEGREE;
        out[i + 1] = EARTH_RADIUS * Math.log(Math.tan((Math.PI * (clamped + 90)) / 360));
      }
      return out;
    },
  };
}
