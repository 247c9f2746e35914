import { formatDate, formatDateLong, formatDateTime, formatTime, toDate } from './dates';

describe('en-GB dates and times', () => {
  const moment = new Date(2025, 7, 21, 9, 5, 7);

  it('short date follows the DD MMM YYYY system format', () => {
    expect(formatDate('2025-08-21')).toBe('21 Aug 2025');
    expect(formatDate('2025-09-04')).toBe('04 Sep 2025');
    expect(formatDate(moment)).toBe('21 Aug 2025');
  });

  it('long dates', () => {
    expect(formatDateLong('2025-08-21')).toBe('Thursday, 21 August 2025');
  });

  it('24-hour times, optionally with seconds', () => {
    expect(formatTime(moment)).toBe('09:05');
    expect(formatTime(moment, { seconds: true })).toBe('09:05:07');
    expect(formatDateTime(moment)).toBe('21 Aug 2025, 09:05');
  });

  it('reads a yyyy-mm-dd as that local day, not UTC midnight', () => {
    expect(toDate('2025-01-01')?.getDate()).toBe(1);
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])('gives an empty string for %p', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateLong(value)).toBe('');
    expect(formatTime(value)).toBe('');
  });
});
