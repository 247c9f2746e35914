import type { SystemAlert } from 'shared-contracts/contract';
import { alertStatusBadge, alertTypeLabel, systemAlertKpis } from './systemAlertFigures';

const today = new Date(2025, 7, 21, 14, 0);
const at = (day: number, hour: number, minute = 0) => new Date(2025, 7, day, hour, minute).toISOString();
const alert = (status: SystemAlert['status'], timestamp: string) => ({ status, timestamp });

describe('the system alert figures', () => {
  it('count each status, and the alerts raised today (local midnight to midnight)', () => {
    const alerts = [
      alert('active', at(21, 0, 0)),
      alert('active', at(21, 23, 59)),
      alert('acknowledged', at(20, 23, 59)),
      alert('resolved', at(22, 0, 0)),
      alert('resolved', at(21, 9)),
    ];
    expect(systemAlertKpis(alerts, today)).toEqual({ active: 2, acknowledged: 1, resolved: 2, totalToday: 3 });
    expect(systemAlertKpis([], today)).toEqual({ active: 0, acknowledged: 0, resolved: 0, totalToday: 0 });
  });
});

describe('the alert labels', () => {
  it('title-case the type', () => {
    expect(alertTypeLabel('harsh_braking')).toBe('Harsh Braking');
    expect(alertTypeLabel('speeding')).toBe('Speeding');
  });

  it('badge active red, acknowledged grey, resolved green', () => {
    expect(alertStatusBadge('active')).toEqual({ label: 'Active', variant: 'destructive' });
    expect(alertStatusBadge('acknowledged')).toEqual({ label: 'Acknowledged', variant: 'secondary' });
    expect(alertStatusBadge('resolved')).toEqual({ label: 'Resolved', variant: 'success' });
  });
});
