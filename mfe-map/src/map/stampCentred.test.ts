import { createMarkerSprite, PixelRaster } from './pixelRaster';
import { stampCentred } from './stampCentred';

/** A 4 x 4 opaque red sprite. */
const sprite = createMarkerSprite(
  Uint8ClampedArray.from({ length: 64 }, (_, i) => [255, 0, 0, 255][i % 4]),
  4,
  4,
);

describe('stampCentred', () => {
  it('centres the sprite on each pixel, skipping pixels off the raster and repeats on one pixel', () => {
    const raster = new PixelRaster();
    raster.begin(200, 100);
    const stamp = jest.spyOn(raster, 'stamp');
    const pixels = [
      [50, 50],
      [50.2, 49.8], // the same pixel once rounded
      [120.6, 30.4],
      [-20, 50], // left of the raster, beyond the sprite's width
      [300, 50], // right of it
      [199, 99], // partly on it
      [52, 1], // above the top edge, by part of the sprite
      [51, 101], // a different corner from [52, 1]'s, where one column's keys could run into the next
    ];
    const stamped = new Set<number>();
    for (const [x, y] of pixels) stampCentred(raster, sprite, x, y, stamped);
    expect(stamp.mock.calls).toEqual([
      [sprite, 48, 48],
      [sprite, 119, 28],
      [sprite, 197, 97],
      [sprite, 50, -1],
      [sprite, 49, 99],
    ]);
  });
});
