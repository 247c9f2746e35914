import { createMarkerSprite, PixelRaster } from './pixelRaster';

/** A sprite of width x height pixels, every one this straight RGBA colour. */
const solid = (width: number, height: number, rgba: [number, number, number, number]) =>
  createMarkerSprite(
    Uint8ClampedArray.from({ length: width * height * 4 }, (_, i) => rgba[i % 4]),
    width,
    height,
  );

/** The straight RGBA of one raster pixel. */
const pixel = (raster: PixelRaster, x: number, y: number) => [
  ...raster.bytes.subarray((y * raster.width + x) * 4, (y * raster.width + x + 1) * 4),
];

describe('PixelRaster', () => {
  it('copies an opaque sprite at its corner and reports the rectangle drawn', () => {
    const raster = new PixelRaster();
    raster.begin(10, 8);
    raster.stamp(solid(2, 3, [10, 20, 30, 255]), 4, 2);
    expect(raster.finish()).toEqual({ x: 4, y: 2, width: 2, height: 3 });
    expect(pixel(raster, 4, 2)).toEqual([10, 20, 30, 255]);
    expect(pixel(raster, 5, 4)).toEqual([10, 20, 30, 255]);
    expect(pixel(raster, 6, 2)).toEqual([0, 0, 0, 0]);
    expect(pixel(raster, 4, 5)).toEqual([0, 0, 0, 0]);
  });

  it('clips a sprite at the edges and ignores one wholly outside', () => {
    const raster = new PixelRaster();
    raster.begin(4, 4);
    raster.stamp(solid(3, 3, [255, 0, 0, 255]), -2, 3);
    raster.stamp(solid(3, 3, [255, 0, 0, 255]), 4, 0);
    raster.stamp(solid(3, 3, [255, 0, 0, 255]), 0, -3);
    expect(raster.finish()).toEqual({ x: 0, y: 3, width: 1, height: 1 });
    expect(pixel(raster, 0, 3)).toEqual([255, 0, 0, 255]);
    expect(pixel(raster, 1, 3)).toEqual([0, 0, 0, 0]);
  });

  it('blends a translucent sprite over what is there as source-over does, and leaves it straight alpha on its own', () => {
    const raster = new PixelRaster();
    raster.begin(2, 1);
    raster.stamp(solid(1, 1, [0, 0, 255, 255]), 0, 0);
    raster.stamp(solid(2, 1, [255, 0, 0, 128]), 0, 0);
    raster.finish();
    // Over blue: 128/255 of red, 127/255 of the blue kept, opaque.
    expect(pixel(raster, 0, 0)).toEqual([128, 0, 127, 255]);
    // Over nothing: red itself at half alpha.
    expect(pixel(raster, 1, 0)).toEqual([255, 0, 0, 128]);
  });

  it('copies opaque pixels, blends half-transparent ones and skips transparent ones, whether the sprite lies wholly on the raster or not', () => {
    // A 3 x 2 sprite: transparent, opaque red, half-transparent red; then half-transparent, opaque, opaque.
    const alphas = [0, 255, 128, 128, 255, 255];
    const sprite = createMarkerSprite(Uint8ClampedArray.from(alphas.flatMap((alpha) => [255, 0, 0, alpha])), 3, 2);
    const blue = solid(8, 4, [0, 0, 255, 255]);
    const raster = new PixelRaster();
    raster.begin(8, 4);
    raster.stamp(blue, 0, 0);
    raster.stamp(sprite, 1, 1); // wholly on the raster
    raster.stamp(sprite, 6, 1); // its right column off the raster
    raster.finish();
    const over = [128, 0, 127, 255];
    expect([pixel(raster, 1, 1), pixel(raster, 2, 1), pixel(raster, 3, 1)]).toEqual([[0, 0, 255, 255], [255, 0, 0, 255], over]);
    expect([pixel(raster, 1, 2), pixel(raster, 2, 2), pixel(raster, 3, 2)]).toEqual([over, [255, 0, 0, 255], [255, 0, 0, 255]]);
    expect([pixel(raster, 6, 1), pixel(raster, 7, 1)]).toEqual([
      [0, 0, 255, 255],
      [255, 0, 0, 255],
    ]);
    expect([pixel(raster, 6, 2), pixel(raster, 7, 2)]).toEqual([over, [255, 0, 0, 255]]);
  });

  it('starts each repaint empty, and says so when nothing was drawn', () => {
    const raster = new PixelRaster();
    raster.begin(3, 3);
    raster.stamp(solid(1, 1, [1, 2, 3, 255]), 1, 1);
    raster.finish();
    raster.begin(3, 3);
    expect(raster.finish()).toBeNull();
    expect(pixel(raster, 1, 1)).toEqual([0, 0, 0, 0]);
    raster.begin(5, 2);
    expect(raster.bytes).toHaveLength(5 * 2 * 4);
  });
});
