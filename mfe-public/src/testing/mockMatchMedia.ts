/** A viewport for `window.matchMedia` in jsdom: min/max-width and prefers-reduced-motion queries. */
export interface FakeViewport {
  width: number;
  reducedMotion?: boolean;
}

function matches(query: string, { width, reducedMotion = false }: FakeViewport): boolean {
  return query
    .replace(/^@media\s*/, '')
    .split(/\s+and\s+/)
    .every((part) => {
      const min = /min-width:\s*([\d.]+)px/.exec(part);
      if (min) return width >= Number(min[1]);
      const max = /max-width:\s*([\d.]+)px/.exec(part);
      if (max) return width <= Number(max[1]);
      if (part.includes('prefers-reduced-motion')) return reducedMotion === part.includes('reduce');
      return false;
    });
}

/** Replaces window.matchMedia for one test; returns a function that restores it. */
export function mockMatchMedia(viewport: FakeViewport): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query, viewport),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
