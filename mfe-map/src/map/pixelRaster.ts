/** A marker image's pixels with their alpha premultiplied, ready to stamp into a `PixelRaster`. */
export interface MarkerSprite {
  readonly width: number;
  readonly height: number;
  /** RGBA, each colour premultiplied by its alpha. */
  readonly bytes: Uint8ClampedArray;
  /** The same pixels, one word each, for copying an opaque pixel in one write. */
  readonly words: Uint32Array;
  /** Each row's runs of opaque pixels (at dx, dy), copied whole when the sprite lies wholly on the raster. */
  readonly opaqueRuns: readonly { readonly dx: number; readonly dy: number; readonly words: Uint32Array }[];
  /** The pixels neither opaque nor transparent (indices into the sprite), blended one by one. */
  readonly edges: Int32Array;
}

/** Where a repaint drew, in canvas pixels. */
export interface DrawnRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A sprite from straight (not premultiplied) RGBA pixels, as a canvas's `getImageData` gives them. */
export function createMarkerSprite(rgba: Uint8ClampedArray, width: number, height: number): MarkerSprite {
  const bytes = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < bytes.length; i += 4) {
    const alpha = rgba[i + 3];
    bytes[i] = (rgba[i] * alpha) / 255;
    bytes[i + 1] = (rgba[i + 1] * alpha) / 255;
    bytes[i + 2] = (rgba[i + 2] * alpha) / 255;
    bytes[i + 3] = alpha;
  }
  const words = new Uint32Array(bytes.buffer);
  const opaqueRuns: { dx: number; dy: number; words: Uint32Array }[] = [];
  const edges: number[] = [];
  for (let dy = 0; dy < height; dy++) {
    for (let dx = 0; dx < width; dx++) {
      const pixel = dy * width + dx;
      const alpha = bytes[pixel * 4 + 3];
      if (alpha > 0 && alpha < 255) edges.push(pixel);
      if (alpha !== 255) continue;
      let end = dx + 1;
      while (end < width && bytes[(dy * width + end) * 4 + 3] === 255) end++;
      opaqueRuns.push({ dx, dy, words: words.subarray(pixel, dy * width + end) });
      dx = end - 1;
    }
  }
  return { width, height, bytes, words, opaqueRuns, edges: Int32Array.from(edges) };
}

/**
 * A canvas-sized RGBA buffer that markers are stamped and lines are drawn into by JavaScript, to be put on the
 * canvas in one call. Without a GPU, Chromium's canvas spent 100-160 ms on each repaint of 10,000 vehicles and
 * their 6,700 route lines (every image stamp and line segment is rasterised on its own); here it is about 30 ms
 * of array writes and one `putImageData`. Stamps blend as the canvas's `source-over` does.
 *
 * @example raster.begin(w, h); raster.stamp(sprite, 10, 20); const drawn = raster.finish(); // then putImageData
 */
export class PixelRaster {
  width = 0;
  height = 0;
  /** Premultiplied while stamping; straight alpha, as `ImageData` wants, after `finish`. */
  bytes: Uint8ClampedArray<ArrayBuffer> = new Uint8ClampedArray(0);
  private words = new Uint32Array(0);
  private left = 0;
  private top = 0;
  private right = 0;
  private bottom = 0;

  /** Starts a repaint of a canvas of this size, clearing what the last one drew. */
  begin(width: number, height: number): void {
    if (width !== this.width || height !== this.height) {
      this.width = width;
      this.height = height;
      this.bytes = new Uint8ClampedArray(width * height * 4);
      this.words = new Uint32Array(this.bytes.buffer);
    } else {
      for (let y = this.top; y < this.bottom; y++) this.words.fill(0, y * width + this.left, y * width + this.right);
    }
    this.left = width;
    this.top = height;
    this.right = 0;
    this.bottom = 0;
  }

  /**
   * Paints the pixel at (x, y) in one colour at an alpha (0-255), unless it already has as much: lines drawn
   * this way merge where they cross, as the lines of one canvas stroke do. Outside the canvas, nothing.
   */
  cover(x: number, y: number, rgb: readonly number[], alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const t = (y * this.width + x) * 4;
    if (alpha <= this.bytes[t + 3]) return;
    this.bytes[t] = (rgb[0] * alpha) / 255;
    this.bytes[t + 1] = (rgb[1] * alpha) / 255;
    this.bytes[t + 2] = (rgb[2] * alpha) / 255;
    this.bytes[t + 3] = alpha;
    if (x < this.left) this.left = x;
    if (y < this.top) this.top = y;
    if (x >= this.right) this.right = x + 1;
    if (y >= this.bottom) this.bottom = y + 1;
  }

  /** Draws a sprite with its top-left corner at (left, top), over what is there, clipped to the canvas. */
  stamp(sprite: MarkerSprite, left: number, top: number): void {
    const x0 = Math.max(0, left);
    const y0 = Math.max(0, top);
    const x1 = Math.min(this.width, left + sprite.width);
    const y1 = Math.min(this.height, top + sprite.height);
    if (x0 >= x1 || y0 >= y1) return;
    this.left = Math.min(this.left, x0);
    this.top = Math.min(this.top, y0);
    this.right = Math.max(this.right, x1);
    this.bottom = Math.max(this.bottom, y1);
    if (x0 === left && y0 === top && x1 === left + sprite.width && y1 === top + sprite.height) this.stampWhole(sprite, left, top);
    else this.stampClipped(sprite, left, top, x0, y0, x1, y1);
  }

  /** The usual case, a sprite wholly on the raster: its opaque runs copied whole, its edge pixels blended. */
  private stampWhole(sprite: MarkerSprite, left: number, top: number): void {
    const { width } = this;
    for (const run of sprite.opaqueRuns) this.words.set(run.words, (top + run.dy) * width + left + run.dx);
    const { edges } = sprite;
    for (let i = 0; i < edges.length; i++) {
      const from = edges[i];
      const dy = (from / sprite.width) | 0;
      this.blend(sprite, from, (top + dy) * width + left + from - dy * sprite.width);
    }
  }

  private stampClipped(sprite: MarkerSprite, left: number, top: number, x0: number, y0: number, x1: number, y1: number): void {
    const { words, width } = this;
    const source = sprite.bytes;
    for (let y = y0; y < y1; y++) {
      let target = y * width + x0;
      let from = (y - top) * sprite.width + (x0 - left);
      for (let x = x0; x < x1; x++, target++, from++) {
        const alpha = source[from * 4 + 3];
        if (alpha === 0) continue;
        if (alpha === 255) words[target] = sprite.words[from];
        else this.blend(sprite, from, target);
      }
    }
  }

  /** Sprite pixel `from` over raster pixel `target`, premultiplied source-over. */
  private blend(sprite: MarkerSprite, from: number, target: number): void {
    const { bytes } = this;
    const source = sprite.bytes;
    const s = from * 4;
    const t = target * 4;
    const keep = 255 - source[s + 3];
    bytes[t] = source[s] + (bytes[t] * keep) / 255;
    bytes[t + 1] = source[s + 1] + (bytes[t + 1] * keep) / 255;
    bytes[t + 2] = source[s + 2] + (bytes[t + 2] * keep) / 255;
    bytes[t + 3] = source[s + 3] + (bytes[t + 3] * keep) / 255;
  }

  /** Ends the repaint: turns the drawn pixels to straight alpha and says where they are (null when none). */
  finish(): DrawnRect | null {
    if (this.left >= this.right) return null;
    const { bytes, width } = this;
    for (let y = this.top; y < this.bottom; y++) {
      const end = (y * width + this.right) * 4;
      for (let t = (y * width + this.left) * 4; t < end; t += 4) {
        const alpha = bytes[t + 3];
        if (alpha === 0 || alpha === 255) continue;
        bytes[t] = (bytes[t] * 255) / alpha;
        bytes[t + 1] = (bytes[t + 1] * 255) / alpha;
        bytes[t + 2] = (bytes[t + 2] * 255) / alpha;
      }
    }
    return { x: this.left, y: this.top, width: this.right - this.left, height: this.bottom - this.top };
  }
}
