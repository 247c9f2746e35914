import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';

import { createMarkerSprite, type MarkerSprite } from './pixelRaster';

export const MARKER_RADIUS = 6;

/**
 * Each colour's vehicle marker, drawn by OpenLayers as a circle style with a white ring and read back as a
 * sprite, per pixel ratio, on first use.
 */
export function createMarkerSprites(colours: readonly string[]): (pixelRatio: number) => readonly MarkerSprite[] {
  const circles = colours.map(
    (color) => new CircleStyle({ radius: MARKER_RADIUS, fill: new Fill({ color }), stroke: new Stroke({ color: '#ffffff', width: 1.5 }) }),
  );
  const byPixelRatio = new Map<number, MarkerSprite[]>();
  return (pixelRatio) => {
    let sprites = byPixelRatio.get(pixelRatio);
    if (!sprites) {
      sprites = circles.map((circle) => {
        const image = circle.getImage(pixelRatio) as HTMLCanvasElement;
        const pixels = image.getContext('2d')!.getImageData(0, 0, image.width, image.height);
        return createMarkerSprite(pixels.data, image.width, image.height);
      });
      byPixelRatio.set(pixelRatio, sprites);
    }
    return sprites;
  };
}
