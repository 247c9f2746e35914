import { quarterStart } from './quarterStart';

describe('quarterStart', () => {
  it('starts the quarter on 1 January, 1 April, 1 July and 1 October', () => {
    expect(quarterStart(new Date(2026, 0, 1))).toBe('2026-01-01');
    expect(quarterStart(new Date(2026, 2, 31, 23, 59))).toBe('2026-01-01');
    expect(quarterStart(new Date(2026, 3, 1))).toBe('2026-04-01');
    expect(quarterStart(new Date(2026, 8, 30))).toBe('2026-07-01');
    expect(quarterStart(new Date(2026, 10, 22, 10, 0))).toBe('2026-10-01');
  });
});
