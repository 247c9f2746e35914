import { formatCount } from './formatCount';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1500, '1,500'],
    [1234567, '1,234,567'],
  ])('writes %p as %p', (count, written) => {
    expect(formatCount(count)).toBe(written);
  });
});
