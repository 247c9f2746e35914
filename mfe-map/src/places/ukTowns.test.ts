import { sampleData } from 'shared-contracts/testing';

import { distanceKm } from '../simulation/geo';
import { describePoint, locateAddress, UK_TOWN_CENTRES } from './ukTowns';

describe('locateAddress', () => {
  it('places an address near the town it names, the same point every time', () => {
    const bath = locateAddress('12 High Street, Bath BA1 4QT');
    expect(bath?.town).toBe('Bath');
    const [lng, lat] = bath!.point;
    expect(distanceKm(lng, lat, -2.359, 51.3811)).toBeLessThanOrEqual(2.8);
    expect(locateAddress('12 High Street, Bath BA1 4QT')).toEqual(bath);
  });

  it('puts two addresses in one town apart', () => {
    expect(locateAddress('1 Mill Lane, London SW7 2AB')!.point).not.toEqual(locateAddress('2 Mill Lane, London SW7 2AB')!.point);
  });

  it('matches whole town names, any case, the longest first', () => {
    expect(locateAddress('5 Quayside, NEWCASTLE UPON TYNE NE1 3AB')?.town).toBe('Newcastle upon Tyne');
    expect(locateAddress('7 Bathgate Road, Livingston EH54 6AA')).toBeNull();
    expect(locateAddress('Unit 4, Yorkshire Business Park')).toBeNull();
  });
});

describe('describePoint', () => {
  it('names the nearest town and the point in degrees north/south and east/west', () => {
    expect(describePoint([-0.09, 51.49])).toBe('Near London (51.4900° N, 0.0900° W)');
    expect(describePoint([1.3, 52.6])).toBe('Near Norwich (52.6000° N, 1.3000° E)');
    expect(describePoint([-1.565, 53.81])).toBe('Near Leeds (53.8100° N, 1.5650° W)');
  });

  it('knows every town the shared sample data writes job addresses in', () => {
    const { jobs } = sampleData();
    const unplaced = jobs.flatMap((job) => [job.pickup_address, job.delivery_address]).filter((address) => !locateAddress(address));
    expect(unplaced).toEqual([]);
    expect(Object.keys(UK_TOWN_CENTRES)).toHaveLength(32);
  });
});
