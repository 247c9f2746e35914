import type { MarkerSprite, PixelRaster } from './pixelRaster';

/**
 * Stamps a sprite centred on a pixel, unless it would miss the raster or `stamped` shows this sprite already
 * went on that very pixel (at national zoom, two vehicles in three share a pixel with another).
 */
export function stampCentred(raster: PixelRaster, sprite: MarkerSprite, x: number, y: number, stamped: Set<number>): void {
  const { width, height } = raster;
  const left = Math.round(x - sprite.width / 2);
  const top = Math.round(y - sprite.height / 2);
  if (left >= width || top >= height || left <= -sprite.width || top <= -sprite.height) return;
  // One key per top-left corner that can still touch the raster (tops run from 1 - sprite.height).
  const key = (left + sprite.width) * (height + sprite.height) + top + sprite.height;
  if (stamped.has(key)) return;
  stamped.add(key);
  raster.stamp(sprite, left, top);
}
