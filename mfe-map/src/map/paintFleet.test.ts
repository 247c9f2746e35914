import { type FleetPicture, paintFleet } from './paintFleet';
import { createMarkerSprite, PixelRaster } from './pixelRaster';

/** A 3 x 3 opaque sprite of one colour. */
const sprite = (rgb: number[]) =>
  createMarkerSprite(
    Uint8ClampedArray.from({ length: 36 }, (_, i) => [...rgb, 255][i % 4]),
    3,
    3,
  );
const [GREY, AMBER, BLUE] = [sprite([140, 140, 140]), sprite([245, 163, 0]), sprite([30, 111, 217])];
const [OFFLINE, IDLE, MOVING] = [0, 1, 2];
const MARKERS = [
  { status: OFFLINE, sprite: GREY },
  { status: IDLE, sprite: AMBER },
  { status: MOVING, sprite: BLUE },
];
const PEN = { rgb: [0, 0, 255], alpha: 0.5, width: 1 };

const rgba = (raster: PixelRaster, x: number, y: number) => [
  ...raster.bytes.subarray((y * raster.width + x) * 4, (y * raster.width + x + 1) * 4),
];

describe('paintFleet', () => {
  // The raster's top-left corner is at (1000 m, 5000 m), 0.5 px per metre: a vehicle at (1021, 4979) is in the middle of pixel (10, 10).
  const AT = { left: 1000, top: 5000, scale: 0.5 };

  it('places each vehicle at its pixel, routes underneath, then offline, idle and moving markers, the last on top', () => {
    const fleet: FleetPicture = {
      count: 4,
      positions: Float64Array.of(1021, 4979, 1021, 4979, 1061, 4979, 1101, 4939),
      statuses: Uint8Array.of(MOVING, OFFLINE, IDLE, MOVING),
      hasRoute: Uint8Array.of(1, 0, 0, 0),
      targets: Float64Array.of(1081, 4979, 0, 0, 0, 0, 0, 0),
    };
    const raster = new PixelRaster();
    raster.begin(60, 40);
    paintFleet(raster, fleet, AT, MARKERS, PEN);
    raster.finish();
    // The moving vehicle covers the offline one on the same pixel.
    expect(rgba(raster, 10, 10)).toEqual([30, 111, 217, 255]);
    expect(rgba(raster, 30, 10)).toEqual([245, 163, 0, 255]);
    expect(rgba(raster, 50, 30)).toEqual([30, 111, 217, 255]);
    // The route runs from the moving vehicle to its drop-off at (40, 10), half transparent.
    expect(rgba(raster, 20, 10)).toEqual([0, 0, 255, 128]);
    expect(rgba(raster, 38, 10)).toEqual([0, 0, 255, 128]);
    expect(rgba(raster, 41, 10)).toEqual([0, 0, 0, 0]);
    expect(rgba(raster, 20, 20)).toEqual([0, 0, 0, 0]);
  });
});
