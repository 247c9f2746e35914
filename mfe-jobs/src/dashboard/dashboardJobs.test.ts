import type { Job } from 'shared-contracts/contract';
import { jobTotals, recentJobsWithStatus } from './dashboardJobs';

const job = (id: string, status: string, created_at: string) => ({ id, status, created_at }) as unknown as Job;

describe('recentJobsWithStatus', () => {
  const jobs = [
    job('JOB-1', 'completed', '2025-08-01T10:00:00Z'),
    job('JOB-2', 'completed', '2025-08-03T10:00:00Z'),
    job('JOB-3', 'in_progress', '2025-08-02T10:00:00Z'),
    job('JOB-4', 'completed', '2025-08-02T10:00:00Z'),
    job('JOB-5', 'completed', '2025-08-05T10:00:00Z'),
    job('JOB-6', 'completed', '2025-08-04T10:00:00Z'),
    job('JOB-7', 'completed', '2025-08-04T10:00:00Z'),
    job('JOB-8', 'completed', '2025-07-30T10:00:00Z'),
  ];

  it('counts every job of the status and lists the five most recently created', () => {
    const { count, jobs: recent } = recentJobsWithStatus(jobs, 'completed');
    expect(count).toBe(7);
    expect(recent.map((j) => j.id)).toEqual(['JOB-5', 'JOB-7', 'JOB-6', 'JOB-2', 'JOB-4']);
  });

  it('gives an empty list for a status with no jobs', () => {
    expect(recentJobsWithStatus(jobs, 'scheduled')).toEqual({ count: 0, jobs: [] });
  });

  it('does not reorder the array it is given', () => {
    const before = jobs.map((j) => j.id);
    recentJobsWithStatus(jobs, 'completed');
    expect(jobs.map((j) => j.id)).toEqual(before);
  });
});

describe('jobTotals', () => {
  it('balances when the three statuses account for every job', () => {
    const totals = jobTotals([{ status: 'in_progress' }, { status: 'scheduled' }, { status: 'completed' }, { status: 'completed' }]);
    expect(totals).toEqual({ live: 1, scheduled: 1, completed: 2, total: 4, otherStatuses: {}, balanced: true });
  });

  it('fails the check for a job with any other status, and names it', () => {
    const totals = jobTotals([
      { status: 'in_progress' },
      { status: 'completed' },
      { status: 'active' as Job['status'] },
      { status: 'active' as Job['status'] },
      { status: 'on_hold' as Job['status'] },
    ]);
    expect(totals).toEqual({ live: 1, scheduled: 0, completed: 1, total: 5, otherStatuses: { active: 2, on_hold: 1 }, balanced: false });
  });
});
