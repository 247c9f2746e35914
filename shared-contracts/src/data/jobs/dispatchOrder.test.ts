import type { Job } from 'shared-contracts/records';

import { inDispatchOrder } from './dispatchOrder';

const job = (id: string, status: string, pickup_date: string, pickup_time = '09:00') =>
  ({ id, status, pickup_date, pickup_time }) as unknown as Job;

describe('inDispatchOrder', () => {
  it('puts live jobs first, then upcoming soonest first, then completed most recent first, then any other status', () => {
    const jobs = [
      job('J-01', 'completed', '2026-11-20'),
      job('J-02', 'scheduled', '2026-12-20'),
      job('J-03', 'in_progress', '2026-11-22', '14:00'),
      job('J-04', 'cancelled', '2026-11-01'),
      job('J-05', 'scheduled', '2026-11-23', '08:00'),
      job('J-06', 'completed', '2026-11-21'),
      job('J-07', 'in_progress', '2026-11-22', '08:00'),
      job('J-08', 'cancelled', '2026-11-10'),
      job('J-09', 'scheduled', '2026-11-23', '07:00'),
      job('J-10', 'completed', '2025-01-05'),
    ];
    expect(inDispatchOrder(jobs).map((j) => j.id)).toEqual([
      'J-07',
      'J-03',
      'J-09',
      'J-05',
      'J-02',
      'J-06',
      'J-01',
      'J-10',
      'J-08',
      'J-04',
    ]);
  });

  it('breaks ties by job id and leaves the input as it was', () => {
    const jobs = [job('J-2', 'scheduled', '2026-11-23'), job('J-1', 'scheduled', '2026-11-23')];
    expect(inDispatchOrder(jobs).map((j) => j.id)).toEqual(['J-1', 'J-2']);
    expect(jobs.map((j) => j.id)).toEqual(['J-2', 'J-1']);
  });
});
