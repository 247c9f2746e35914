/** EPSG:3857 (the tiles' projection): metres per degree of longitude at the equator. */
const METRES_PER_DEGREE = 20037508.342789244 / 180;
const EARTH_RADIUS = 6378137;
/** Web Mercator stops short of the poles; the simulation never leaves the UK, but clamp like OpenLayers. */
const MAX_LATITUDE = 85.0511287798;

/**
 * Projects [lng, lat] pairs into EPSG:3857 x, y pairs, writing into `out` (same layout, same length), without
 * allocating: the map layer calls it on every tick for every vehicle.
 *
 * @example projectLngLats(Float64Array.of(-0.1276, 51.5072), out) // out ≈ [-14204, 6711542]
 */
export function projectLngLats(lngLats: ArrayLike<number>, out: Float64Array, count = lngLats.length / 2): void {
  for (let i = 0; i < count * 2; i += 2) {
    const lat = Math.min(Math.max(lngLats[i + 1], -MAX_LATITUDE), MAX_LATITUDE);
    out[i] = lngLats[i] * METRES_PER_DEGREE;
    out[i + 1] = EARTH_RADIUS * Math.log(Math.tan((Math.PI * (lat + 90)) / 360));
  }
}
