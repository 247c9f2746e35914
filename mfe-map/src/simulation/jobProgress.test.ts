import { jobProgressPercent } from './jobProgress';

describe('job progress', () => {
  it('is the share of the pickup → drop-off distance covered, in whole percent', () => {
    expect(jobProgressPercent([0, 50], [0, 51], [0, 50])).toBe(0);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 50.25])).toBe(25);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 50.996])).toBe(100);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 50.994])).toBe(99);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 51])).toBe(100);
  });

  it('stays within 0 to 100', () => {
    expect(jobProgressPercent([0, 50], [0, 51], [0, 49])).toBe(0);
    expect(jobProgressPercent([0, 50], [0, 51], [0, 51.5])).toBe(50); // beyond the drop-off counts the way back to it
    expect(jobProgressPercent([-1, 52], [-1, 52], [-1, 52])).toBe(100);
  });
});
