import { formatCount } from './count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1500, '1,500'],
    [1234567, '1,234,567'],
    [-1500, '-1,500'],
  ])('writes %p as %p', (count, written) => {
    expect(formatCount(count)).toBe(written);
  });

  it('writes every whole number as en-GB does', () => {
    const enGb = new Intl.NumberFormat('en-GB');
    for (const count of [7, 42, 980, 10_000, 100_000, 1_000_000, 123_456_789, -42, -1_000])
      expect(formatCount(count)).toBe(enGb.format(count));
  });
});
