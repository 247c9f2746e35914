import { vehicleCountFromSearch } from './vehicleCountParam';

describe('?vehicles=N', () => {
  it('reads a whole number of vehicles', () => {
    expect(vehicleCountFromSearch('?vehicles=10000', 29)).toBe(10_000);
    expect(vehicleCountFromSearch('?zoom=6&vehicles=1', 29)).toBe(1);
  });

  it('falls back when missing or not a whole number from 1', () => {
    for (const search of ['', '?vehicles=', '?vehicles=0', '?vehicles=-5', '?vehicles=2.5', '?vehicles=abc', '?vehicles=1e3']) {
      expect(vehicleCountFromSearch(search, 29)).toBe(29);
    }
  });

  it('caps at 50,000', () => {
    expect(vehicleCountFromSearch('?vehicles=50000', 29)).toBe(50_000);
    expect(vehicleCountFromSearch('?vehicles=99999', 29)).toBe(50_000);
  });
});
