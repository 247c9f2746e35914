import { formatSpeed } from './formatSpeed';

describe('formatSpeed', () => {
  it('shows one decimal below 10 and whole numbers from there, in km/h or mph', () => {
    expect(formatSpeed(0)).toBe('0.0 km/h');
    expect(formatSpeed(0.64)).toBe('0.6 km/h');
    expect(formatSpeed(9.94)).toBe('9.9 km/h');
    expect(formatSpeed(9.95)).toBe('10 km/h');
    expect(formatSpeed(37.49)).toBe('37 km/h');
    expect(formatSpeed(80.4672, 'mph')).toBe('50 mph');
    expect(formatSpeed(3.218688, 'mph')).toBe('2.0 mph');
  });
});
