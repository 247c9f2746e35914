import { CITY_BOUNDS, CITY_NAMES, REGIONAL_CITIES, UK_BOUNDS } from './cities';
import { isInsideBox } from './geo';

describe('city boxes', () => {
  it('lists London and the seven regional cities', () => {
    expect(CITY_NAMES).toEqual(['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Cardiff', 'Bristol', 'Edinburgh']);
    expect(REGIONAL_CITIES).toHaveLength(7);
  });

  it.each([
    ['London', -0.1276, 51.5072],
    ['Manchester', -2.2446, 53.4839],
    ['Birmingham', -1.8904, 52.4862],
    ['Leeds', -1.5491, 53.8008],
    ['Glasgow', -4.2518, 55.8642],
    ['Cardiff', -3.1791, 51.4816],
    ['Bristol', -2.5879, 51.4545],
    ['Edinburgh', -3.1883, 55.9533],
  ] as const)('%s contains its city centre and lies inside the UK box', (city, lng, lat) => {
    const box = CITY_BOUNDS[city];
    expect(isInsideBox(box, lng, lat)).toBe(true);
    expect(box.minLng).toBeLessThan(box.maxLng);
    expect(box.minLat).toBeLessThan(box.maxLat);
    expect(isInsideBox(UK_BOUNDS, box.minLng, box.minLat) && isInsideBox(UK_BOUNDS, box.maxLng, box.maxLat)).toBe(true);
  });

  it('does not let two cities overlap', () => {
    // Cardiff and Bristol, Manchester and Leeds are the nearest pairs.
    expect(CITY_BOUNDS.Bristol.minLng).toBeGreaterThan(CITY_BOUNDS.Cardiff.maxLng);
    expect(CITY_BOUNDS.Leeds.minLat).toBeGreaterThan(CITY_BOUNDS.Manchester.maxLat);
  });

  it('keeps the UK box to the British Isles', () => {
    expect(isInsideBox(UK_BOUNDS, -1.2577, 60.1546)).toBe(true); // Lerwick
    expect(isInsideBox(UK_BOUNDS, -6.3, 49.92)).toBe(true); // Isles of Scilly
    expect(isInsideBox(UK_BOUNDS, 1.75, 52.48)).toBe(true); // Lowestoft, the most easterly town
    expect(isInsideBox(UK_BOUNDS, 1.8587, 50.9513)).toBe(false); // Calais
    expect(isInsideBox(UK_BOUNDS, 2.3522, 48.8566)).toBe(false); // Paris
  });
});
