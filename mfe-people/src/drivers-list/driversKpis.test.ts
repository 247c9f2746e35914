import type { Driver } from 'shared-contracts/contract';
import { SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';
import { driversKpis } from './driversKpis';

const driver = (employment_type: Driver['employment_type'], rating: number) => ({ employment_type, rating });

describe('driversKpis', () => {
  it('counts full_time and part_time as Employed, contractor as Self-Employed', () => {
    const kpis = driversKpis([driver('full_time', 4), driver('part_time', 4), driver('contractor', 4), driver('full_time', 4)]);
    expect(kpis).toMatchObject({ total: 4, employed: 3, selfEmployed: 1 });
  });

  it('averages the ratings to 1 decimal, leaving out drivers not yet rated', () => {
    expect(driversKpis([driver('full_time', 4.2), driver('full_time', 4.9), driver('contractor', 3.8), driver('full_time', 0)]).averageRating).toBe('4.3');
    expect(driversKpis([driver('full_time', 5), driver('full_time', 4)]).averageRating).toBe('4.5');
    expect(driversKpis([]).averageRating).toBe('0.0');
  });

  it('on the sample: 18 drivers, 15 employed (12 full time, 3 part time), 3 self-employed', () => {
    const kpis = driversKpis(sampleData().drivers);
    expect(kpis).toMatchObject({ total: SAMPLE_SIZES.drivers, employed: 15, selfEmployed: 3 });
    expect(kpis.averageRating).toMatch(/^[345]\.\d$/);
  });
});
