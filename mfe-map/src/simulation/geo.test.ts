import { distanceKm, isInsideBox, mphToKph, randomPointInBox } from './geo';
import { scriptedRandom } from './testing/scriptedRandom';

describe('units', () => {
  it('converts mph to km/h with the exact mile', () => {
    expect(mphToKph(1)).toBe(1.609344);
    expect(mphToKph(2)).toBe(3.218688);
    expect(mphToKph(50)).toBe(80.4672);
  });
});

describe('distanceKm', () => {
  it('measures one degree of latitude as 6371 km × π / 180', () => {
    expect(distanceKm(0, 0, 0, 1)).toBeCloseTo(111.194927, 6);
    expect(distanceKm(-0.1, 51.5, -0.1, 51.501)).toBeCloseTo(0.111195, 6);
  });

  it('shrinks a degree of longitude by the cosine of the latitude', () => {
    expect(distanceKm(0, 0, 1, 0)).toBeCloseTo(111.194927, 6);
    expect(distanceKm(0, 60, 1, 60)).toBeCloseTo(55.597463, 6);
  });

  it('is zero between a point and itself and symmetric', () => {
    expect(distanceKm(-2.24, 53.48, -2.24, 53.48)).toBe(0);
    expect(distanceKm(-0.1, 51.5, -2.24, 53.48)).toBe(distanceKm(-2.24, 53.48, -0.1, 51.5));
  });
});

describe('boxes', () => {
  const box = { minLng: -1, minLat: 50, maxLng: 1, maxLat: 52 };

  it('includes the edges and never NaN', () => {
    expect(isInsideBox(box, -1, 50)).toBe(true);
    expect(isInsideBox(box, 1, 52)).toBe(true);
    expect(isInsideBox(box, 1.0001, 51)).toBe(false);
    expect(isInsideBox(box, 0, 49.9999)).toBe(false);
    expect(isInsideBox(box, Number.NaN, 51)).toBe(false);
    expect(isInsideBox(box, 0, Number.NaN)).toBe(false);
  });

  it('draws a point longitude first, then latitude', () => {
    expect(randomPointInBox(box, scriptedRandom([0.25, 0.75]))).toEqual([-0.5, 51.5]);
    expect(randomPointInBox(box, scriptedRandom([0, 0]))).toEqual([-1, 50]);
  });
});
