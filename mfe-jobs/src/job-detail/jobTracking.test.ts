import { jobTracking, TRACKING_MAX } from './jobTracking';

describe('jobTracking', () => {
  it('a live job is on its way', () => {
    expect(jobTracking({ status: 'in_progress' })).toEqual({
      progress: 65,
      eta: '25 minutes',
      remainingDistance: '6.4 miles',
      stage: 'In transit',
    });
  });

  it('a completed job is delivered, never half way', () => {
    expect(jobTracking({ status: 'completed' })).toMatchObject({ progress: TRACKING_MAX, eta: 'Delivered', remainingDistance: '0 miles' });
  });

  it('a scheduled (or unknown) job has not started', () => {
    expect(jobTracking({ status: 'scheduled' }).progress).toBe(0);
    expect(jobTracking({ status: 'active' as never }).eta).toBe('Not started');
  });

  it('progress stays within 0 to 100', () => {
    for (const status of ['scheduled', 'in_progress', 'completed'] as const) {
      const { progress } = jobTracking({ status });
      expect(progress).toBeGreaterThanOrEqual(0);
      expect(progress).toBeLessThanOrEqual(TRACKING_MAX);
    }
  });
});
