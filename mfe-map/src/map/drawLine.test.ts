import { drawLine, type LinePen } from './drawLine';
import { PixelRaster } from './pixelRaster';

const RED = { rgb: [255, 0, 0], alpha: 1 };

function rasterOf(width: number, height: number) {
  const raster = new PixelRaster();
  raster.begin(width, height);
  return raster;
}

/** The alpha of each pixel of one column, top to bottom. */
const column = (raster: PixelRaster, x: number) =>
  Array.from({ length: raster.height }, (_, y) => raster.bytes[(y * raster.width + x) * 4 + 3]);

/** Draws each line, given by its end pixels. */
const drawLines = (raster: PixelRaster, lines: number[][][], pen: LinePen) =>
  lines.forEach(([[x0, y0], [x1, y1]]) => drawLine(raster, x0, y0, x1, y1, pen));

describe('drawLine', () => {
  it('gives each pixel across a line the share of the pen width that falls in it, in the pen colour', () => {
    const raster = rasterOf(10, 10);
    // Width 1.5 centred on y = 5.5: a quarter of row 4, all of row 5, a quarter of row 6.
    drawLines(
      raster,
      [
        [
          [0, 5.5],
          [10, 5.5],
        ],
      ],
      { ...RED, width: 1.5 },
    );
    expect(raster.finish()).toEqual({ x: 0, y: 4, width: 10, height: 3 });
    expect(column(raster, 3)).toEqual([0, 0, 0, 0, 64, 255, 64, 0, 0, 0]);
    expect([...raster.bytes.subarray((5 * 10 + 3) * 4, (5 * 10 + 4) * 4)]).toEqual([255, 0, 0, 255]);
  });

  it('draws a steep line along its longer axis, and at the pen alpha', () => {
    const raster = rasterOf(10, 10);
    drawLines(
      raster,
      [
        [
          [4, 9],
          [4, 1],
        ],
      ],
      { rgb: [0, 0, 255], alpha: 0.5, width: 2 },
    );
    raster.finish();
    expect(column(raster, 2)).toEqual(Array(10).fill(0));
    expect(column(raster, 3)).toEqual([0, 128, 128, 128, 128, 128, 128, 128, 128, 0]);
    expect(column(raster, 4)).toEqual([0, 128, 128, 128, 128, 128, 128, 128, 128, 0]);
    expect(column(raster, 5)).toEqual(Array(10).fill(0));
  });

  it('merges crossing lines as one stroke does, never darker than one line', () => {
    const raster = rasterOf(10, 10);
    drawLines(
      raster,
      [
        [
          [0, 5],
          [10, 5],
        ],
        [
          [0, 5],
          [10, 5],
        ],
        [
          [5, 0],
          [5, 10],
        ],
      ],
      { ...RED, alpha: 0.5, width: 2 },
    );
    raster.finish();
    expect(column(raster, 5)).toEqual(Array(10).fill(128));
  });

  it('walks only the part of a line over the raster, however long the line', () => {
    const raster = rasterOf(1000, 10);
    const cover = jest.spyOn(raster, 'cover');
    // Across the raster's whole width, but above or below it all the way.
    drawLines(
      raster,
      [
        [
          [-1e6, -100],
          [1e6, -90],
        ],
        [
          [-1e6, 40],
          [1e6, 40],
        ],
      ],
      { ...RED, width: 1 },
    );
    expect(cover).not.toHaveBeenCalled();
    drawLines(
      raster,
      [
        [
          [-1e6, 5.5],
          [1e6, 5.5],
        ],
        [
          [-1e4, -1e4],
          [1e4, 1e4],
        ],
      ],
      { ...RED, width: 1 },
    );
    expect(cover.mock.calls.length).toBeLessThanOrEqual(1000 + 3 * 12);
    raster.finish();
    expect(column(raster, 999)[5]).toBe(255);
    expect(column(raster, 3)[3]).toBeGreaterThan(0);
  });
});
