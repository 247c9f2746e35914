import { feature } from 'topojson-client';

type Topology = Parameters<typeof feature>[0];

/** A country's land as polygons of rings of [lng, lat] points, as OpenLayers' MultiPolygon takes them. */
interface CountryOutline {
  id: string;
  name: string;
  polygons: number[][][][];
}

export interface OutlineData {
  source: string;
  countries: CountryOutline[];
}

/** ISO 3166 numeric codes of the countries drawn under the tiles: the United Kingdom and Ireland. */
const OUTLINE_COUNTRIES = ['826', '372'];

/** 3 decimals of a degree is about 100 m: finer than the outline's own detail at 1:50 million. */
const round3 = (value: number) => Math.round(value * 1e3) / 1e3;

interface CountryGeometry {
  id: string;
  properties?: { name?: string };
}

/**
 * The United Kingdom and Ireland from world-atlas's countries-50m topology, as plain polygons. Throws when the
 * topology lacks one of them, so a changed atlas cannot silently drop a country.
 *
 * @example extractUkIrelandOutline(require('world-atlas/countries-50m.json'), '2.0.2').countries[0].name // 'United Kingdom'
 */
export function extractUkIrelandOutline(topology: Topology, worldAtlasVersion: string): OutlineData {
  const { geometries } = topology.objects.countries as unknown as { geometries: CountryGeometry[] };
  return {
    source: `world-atlas ${worldAtlasVersion} countries-50m (Natural Earth)`,
    countries: OUTLINE_COUNTRIES.map((id) => {
      const geometry = geometries.find((candidate) => candidate.id === id);
      if (!geometry) throw new Error(`The topology has no country ${id}`);
      const { geometry: shape } = feature(topology, geometry as Parameters<typeof feature>[1]) as GeoJSON.Feature;
      const polygons: number[][][][] =
        shape.type === 'Polygon' ? [shape.coordinates] : shape.type === 'MultiPolygon' ? shape.coordinates : [];
      return {
        id,
        name: geometry.properties?.name ?? id,
        polygons: polygons.map((polygon) => polygon.map((ring) => ring.map(([lng, lat]) => [round3(lng), round3(lat)]))),
      };
    }),
  };
}
