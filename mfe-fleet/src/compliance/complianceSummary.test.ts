import { alertsByVehicle, countCriticalAlerts, rowAlertTone, shownAlerts } from './complianceSummary';
import type { ComplianceAlert } from './complianceAlerts';

const alert = (vehicleId: string, severity: ComplianceAlert['severity'], title: string) => ({ vehicleId, severity, title }) as ComplianceAlert;

describe('a fleet row', () => {
  it('is tinted red for any critical alert, orange for any high one, else not at all', () => {
    expect(rowAlertTone([alert('V', 'medium', 'a'), alert('V', 'critical', 'b')])).toBe('critical');
    expect(rowAlertTone([alert('V', 'high', 'a'), alert('V', 'critical', 'b')])).toBe('critical');
    expect(rowAlertTone([alert('V', 'medium', 'a'), alert('V', 'high', 'b')])).toBe('high');
    expect(rowAlertTone([alert('V', 'medium', 'a'), alert('V', 'low', 'b')])).toBeUndefined();
    expect(rowAlertTone([])).toBeUndefined();
  });

  it('names at most two alerts, then counts the rest', () => {
    expect(shownAlerts([])).toEqual({ shown: [], more: 0 });
    expect(shownAlerts(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(shownAlerts(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(shownAlerts(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b'], more: 1 });
    expect(shownAlerts(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: 3 });
  });
});

describe('a fleet', () => {
  it("groups the alerts by vehicle, keeping each vehicle's order", () => {
    const grouped = alertsByVehicle([alert('A', 'critical', '1'), alert('B', 'critical', '2'), alert('A', 'high', '3')]);
    expect([...grouped.keys()]).toEqual(['A', 'B']);
    expect(grouped.get('A')!.map((a) => a.title)).toEqual(['1', '3']);
  });

  it('counts its critical alerts only', () => {
    expect(countCriticalAlerts([alert('A', 'critical', '1'), alert('A', 'high', '2'), alert('B', 'critical', '3'), alert('C', 'medium', '4')])).toBe(2);
  });
});
