import MultiPolygon from 'ol/geom/MultiPolygon';
import countries50m from 'world-atlas/countries-50m.json';
import worldAtlas from 'world-atlas/package.json';

import { extractUkIrelandOutline } from './extractOutline';
import outline from './ukIrelandOutline.json';

describe('the bundled UK and Ireland outline', () => {
  it('is what world-atlas gives today (regenerate with node mfe-map/scripts/writeOutline.mjs after an upgrade)', () => {
    expect(extractUkIrelandOutline(countries50m as never, worldAtlas.version)).toEqual(outline);
    expect(outline.source).toBe('world-atlas 2.0.2 countries-50m (Natural Earth)');
  });

  it('holds the United Kingdom and Ireland, with London and Belfast in the one and Dublin in the other', () => {
    const [uk, ireland] = outline.countries.map((country) => new MultiPolygon(country.polygons));
    expect(outline.countries.map((country) => country.name)).toEqual(['United Kingdom', 'Ireland']);
    expect(uk.intersectsCoordinate([-0.1276, 51.5072])).toBe(true);
    expect(uk.intersectsCoordinate([-5.9301, 54.5973])).toBe(true);
    expect(ireland.intersectsCoordinate([-6.2603, 53.3498])).toBe(true);
    expect(uk.intersectsCoordinate([-6.2603, 53.3498])).toBe(false);
    expect(uk.intersectsCoordinate([2.3522, 48.8566])).toBe(false);
  });
});
