import { withRetry } from './retry';

const noSleep = () => Promise.resolve();

describe('withRetry', () => {
  it('returns the first success after failures, resetting before each retry', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('module');
    const beforeRetry = jest.fn();
    await expect(withRetry(task, { attempts: 3, delayMs: () => 0, sleep: noSleep }, beforeRetry)).resolves.toBe('module');
    expect(task).toHaveBeenCalledTimes(2);
    expect(beforeRetry).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last attempt with the last error', async () => {
    const task = jest.fn().mockRejectedValue(new Error('still down'));
    await expect(withRetry(task, { attempts: 3, delayMs: () => 0, sleep: noSleep })).rejects.toThrow('still down');
    expect(task).toHaveBeenCalledTimes(3);
  });
});
