import { createSampleProvider } from 'shared-contracts/data';
import type { SystemAlert } from 'shared-contracts/records';
import { sampleData } from 'shared-contracts/testing';

import { alertStatusBadge, alertTypeLabel, raisedOn, systemAlertKpis } from './systemAlertFigures';

const now = new Date(2025, 7, 21, 14, 0);
const at = (day: number, hour: number, minute = 0, second = 0) => new Date(2025, 7, day, hour, minute, second).toISOString();
const alert = (id: string, status: SystemAlert['status'], timestamp: string): SystemAlert => ({
  ...sampleData().systemAlerts[0],
  id,
  status,
  timestamp,
});

describe('the system alert figures', () => {
  it('count each status, and the alerts raised today: local midnight up to the next, read by the provider', async () => {
    const provider = createSampleProvider({
      ...sampleData(),
      systemAlerts: [
        alert('ALT-1', 'active', at(21, 0, 0)),
        alert('ALT-2', 'active', at(21, 23, 59, 59)),
        alert('ALT-3', 'acknowledged', at(20, 23, 59, 59)),
        alert('ALT-4', 'resolved', at(22, 0, 0)),
        alert('ALT-5', 'resolved', at(21, 9)),
      ],
    });
    const byStatus = await provider.aggregate('systemAlerts', { groupBy: 'status' });
    const today = await provider.aggregate('systemAlerts', { filter: raisedOn(now) });
    expect(systemAlertKpis(byStatus, today)).toEqual({ active: 2, acknowledged: 1, resolved: 2, totalToday: 3 });
  });

  it('are all zeros for no alert', () => {
    expect(systemAlertKpis([], [{ count: 0 }])).toEqual({ active: 0, acknowledged: 0, resolved: 0, totalToday: 0 });
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
