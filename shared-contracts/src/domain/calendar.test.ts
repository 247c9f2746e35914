import { addDays, addIsoDays, calendarDaysBetween, isIsoDate, parseIsoDate, toIsoDate } from './calendar';

describe('calendar dates', () => {
  it('converts between Date and yyyy-mm-dd in local time', () => {
    expect(toIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('21/08/2025')).toBe(false);
  });

  it('adds calendar days and counts whole days across month and year ends', () => {
    expect(toIsoDate(addDays(new Date(2025, 11, 31), 1))).toBe('2026-01-01');
    expect(addIsoDays('2025-08-21', 30)).toBe('2025-09-20');
    expect(calendarDaysBetween(new Date(2025, 2, 29, 23), new Date(2025, 2, 31, 1))).toBe(2);
    expect(calendarDaysBetween(new Date(2025, 7, 21), new Date(2025, 7, 14))).toBe(-7);
  });
});
