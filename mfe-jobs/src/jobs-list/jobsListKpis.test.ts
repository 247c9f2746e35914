import { formatCurrencyCompact, type Job } from 'shared-contracts/contract';
import { sampleData, SAMPLE_SIZES } from 'shared-contracts/testing';
import { jobsListKpis } from './jobsListKpis';

const job = (status: Job['status'], pickup_date: string, total_amount: number) => ({ status, pickup_date, total_amount }) as Job;

describe('jobsListKpis', () => {
  it('counts the sample: 980 jobs, 35 in progress, 848 completed, 97 scheduled', () => {
    const data = sampleData();
    const kpis = jobsListKpis(data.jobs, new Date());
    expect(kpis).toMatchObject({ total: SAMPLE_SIZES.jobs, inProgress: SAMPLE_SIZES.jobsInProgress, completed: SAMPLE_SIZES.jobsCompleted, scheduled: SAMPLE_SIZES.jobsScheduled });
    expect(kpis.liveValueToday).toBeGreaterThan(0);
  });

  it('Total Value sums in-progress jobs picking up today only', () => {
    const today = new Date(2025, 7, 21);
    const jobs = [
      job('in_progress', '2025-08-21', 1200),
      job('in_progress', '2025-08-21', 800.5),
      job('in_progress', '2025-08-20', 5000),
      job('completed', '2025-08-21', 7000),
      job('scheduled', '2025-08-22', 9000),
    ];
    const kpis = jobsListKpis(jobs, today);
    expect(kpis.liveValueToday).toBe(2000.5);
    expect(formatCurrencyCompact(kpis.liveValueToday)).toBe('£2k');
  });
});
