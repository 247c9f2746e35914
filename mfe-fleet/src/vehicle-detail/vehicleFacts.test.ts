import { showChoice, showDate, showPounds, showText, showYesNo } from './vehicleFacts';

describe("a vehicle page's facts", () => {
  it('shows dates as "21 Aug 2025", "Details not held" as it is, and a dash for none', () => {
    expect(showDate('2025-08-21')).toBe('21 Aug 2025');
    expect(showDate('Details not held')).toBe('Details not held');
    expect(showDate(undefined)).toBe('—');
    expect(showDate('')).toBe('—');
  });

  it('shows pounds whole, and words for the rest', () => {
    expect(showPounds(38500)).toBe('£38,500');
    expect(showPounds(undefined)).toBe('—');
    expect(showText('2.0L')).toBe('2.0L');
    expect(showText(undefined)).toBe('—');
    expect(showText(0)).toBe('0');
    expect(showYesNo(true)).toBe('Yes');
    expect(showYesNo(false)).toBe('No');
    expect(showYesNo(undefined)).toBe('—');
    expect(showChoice('electric')).toBe('Electric');
  });
});
