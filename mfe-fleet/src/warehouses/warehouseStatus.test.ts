import { capacityTone, warehouseStatusBadge, warehouseUtilisation } from './warehouseStatus';

describe('warehouse status and capacity', () => {
  it('badges statuses in upper case', () => {
    expect(warehouseStatusBadge('operational')).toEqual({ label: 'OPERATIONAL', variant: 'default', tone: 'success' });
    expect(warehouseStatusBadge('maintenance')).toEqual({ label: 'MAINTENANCE', variant: 'secondary', tone: 'warning' });
    expect(warehouseStatusBadge('closed')).toEqual({ label: 'CLOSED', variant: 'destructive', tone: 'error' });
    expect(warehouseStatusBadge('leased')).toEqual({ label: 'LEASED', variant: 'outline', tone: 'neutral' });
  });

  it('rounds utilisation and colours 90+ red, 75+ orange, else green', () => {
    expect(warehouseUtilisation({ capacity: 12000, occupied: 9850 })).toBe(82);
    expect(capacityTone(90)).toBe('error');
    expect(capacityTone(75)).toBe('warning');
    expect(capacityTone(74)).toBe('success');
  });
});
