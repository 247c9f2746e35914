import { clientIdForJob } from './jobClient';

describe('clientIdForJob', () => {
  it('deals the jobs to the clients in turn by job number', () => {
    expect(clientIdForJob('JOB-1001', 387)).toBe('CLI-001');
    expect(clientIdForJob('JOB-1002', 387)).toBe('CLI-002');
    expect(clientIdForJob('JOB-1387', 387)).toBe('CLI-387');
    expect(clientIdForJob('JOB-1388', 387)).toBe('CLI-001');
    expect(clientIdForJob('JOB-1009', 3)).toBe('CLI-003');
  });

  it('has no client without clients, or for a job without a number', () => {
    expect(clientIdForJob('JOB-1001', 0)).toBeUndefined();
    expect(clientIdForJob('JOB-x', 387)).toBeUndefined();
  });
});
