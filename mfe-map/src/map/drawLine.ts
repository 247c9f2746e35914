import type { PixelRaster } from './pixelRaster';

/** A line's pen: colour (RGB, 0-255), alpha (0-1) and width in pixels. */
export interface LinePen {
  readonly rgb: readonly number[];
  readonly alpha: number;
  readonly width: number;
}

/**
 * Draws a straight line from pixel (x0, y0) to (x1, y1) into a raster, antialiased: at each step along the
 * line's longer axis, the pixels across it get the share of the pen's width that falls in them. Only the part
 * of the line over the raster is walked, so a zoomed-in map costs no more than a national one. Ends are cut
 * square at the end points.
 */
export function drawLine(raster: PixelRaster, x0: number, y0: number, x1: number, y1: number, pen: LinePen): void {
  const alongX = Math.abs(x1 - x0) >= Math.abs(y1 - y0);
  // Walk along the longer axis, called u, with v across it; u runs up.
  let [u0, v0, u1, v1] = alongX ? [x0, y0, x1, y1] : [y0, x0, y1, x1];
  if (u0 > u1) [u0, v0, u1, v1] = [u1, v1, u0, v0];
  const slope = u1 === u0 ? 0 : (v1 - v0) / (u1 - u0);
  const half = (pen.width * Math.sqrt(1 + slope * slope)) / 2;
  const [uSize, vSize] = alongX ? [raster.width, raster.height] : [raster.height, raster.width];
  // The pixel columns (along u) the line spans, cut to those where its band can cross the raster.
  let first = Math.max(Math.floor(u0), 0);
  let last = Math.min(Math.ceil(u1) - 1, uSize - 1);
  if (slope !== 0) {
    const [low, high] = [(-half - v0) / slope + u0, (vSize + half - v0) / slope + u0].sort((a, b) => a - b);
    first = Math.max(first, Math.floor(low));
    last = Math.min(last, Math.ceil(high));
  } else if (v0 + half < 0 || v0 - half > vSize) return;
  const peak = pen.alpha * 255;
  for (let u = first; u <= last; u++) {
    // The band's share of each column is the part of [u, u + 1] inside the line's own length.
    const length = Math.min(u + 1, u1) - Math.max(u, u0);
    const centre = v0 + (u + 0.5 - u0) * slope;
    const top = centre - half;
    const bottom = centre + half;
    for (let v = Math.floor(top); v < bottom; v++) {
      const share = (Math.min(v + 1, bottom) - Math.max(v, top)) * length;
      if (share <= 0) continue;
      const alpha = Math.round(peak * Math.min(share, 1));
      if (alongX) raster.cover(u, v, pen.rgb, alpha);
      else raster.cover(v, u, pen.rgb, alpha);
    }
  }
}
