import { drawLine, type LinePen } from './drawLine';
import type { MarkerSprite, PixelRaster } from './pixelRaster';
import { stampCentred } from './stampCentred';

/** The fleet as last synced, in EPSG:3857. */
export interface FleetPicture {
  readonly count: number;
  /** x, y per vehicle. */
  readonly positions: Float64Array;
  /** Status code per vehicle. */
  readonly statuses: Uint8Array;
  /** 1 where the vehicle has a route to draw. */
  readonly hasRoute: Uint8Array;
  /** The route's drop-off, x, y per vehicle. */
  readonly targets: Float64Array;
}

/** Where the raster lies: its top-left corner in EPSG:3857 and raster pixels per metre. */
export interface RasterPlacement {
  readonly left: number;
  readonly top: number;
  readonly scale: number;
}

/** A status's marker; markers are painted in the order given, so the last lands on top. */
export interface StatusMarker {
  readonly status: number;
  readonly sprite: MarkerSprite;
}

/** Paints every route line, then each status's markers in turn, into a begun raster. */
export function paintFleet(
  raster: PixelRaster,
  fleet: FleetPicture,
  at: RasterPlacement,
  markers: readonly StatusMarker[],
  routePen: LinePen,
): void {
  const { positions, targets, statuses, hasRoute, count } = fleet;
  const { left, top, scale } = at;
  for (let i = 0; i < count; i++) {
    if (hasRoute[i] !== 1) continue;
    const from = i * 2;
    drawLine(
      raster,
      (positions[from] - left) * scale,
      (top - positions[from + 1]) * scale,
      (targets[from] - left) * scale,
      (top - targets[from + 1]) * scale,
      routePen,
    );
  }
  const stamped = new Set<number>();
  for (const { status, sprite } of markers) {
    stamped.clear();
    for (let i = 0; i < count; i++) {
      if (statuses[i] === status)
        stampCentred(raster, sprite, (positions[i * 2] - left) * scale, (top - positions[i * 2 + 1]) * scale, stamped);
    }
  }
}
