import { jobStatusCounts } from './jobStatusCounts';

describe('jobStatusCounts', () => {
  it('balances when the three statuses account for every job', () => {
    const counts = jobStatusCounts([
      { key: 'completed', count: 848 },
      { key: 'in_progress', count: 35 },
      { key: 'scheduled', count: 97 },
    ]);
    expect(counts).toEqual({ live: 35, scheduled: 97, completed: 848, total: 980, otherStatuses: {}, balanced: true });
  });

  it('fails the check for jobs with any other status, and names them', () => {
    const counts = jobStatusCounts([
      { key: 'in_progress', count: 1 },
      { key: 'completed', count: 1 },
      { key: 'active', count: 2 },
      { key: 'on_hold', count: 1 },
    ]);
    expect(counts).toEqual({ live: 1, scheduled: 0, completed: 1, total: 5, otherStatuses: { active: 2, on_hold: 1 }, balanced: false });
  });

  it('counts nothing when there are no jobs', () => {
    expect(jobStatusCounts([])).toEqual({ live: 0, scheduled: 0, completed: 0, total: 0, otherStatuses: {}, balanced: true });
  });
});
