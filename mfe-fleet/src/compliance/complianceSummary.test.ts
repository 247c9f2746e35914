import type { ComplianceAlert } from 'shared-contracts/domain';

import { rowAlertTone, shownAlerts } from './complianceSummary';

const alert = (severity: ComplianceAlert['severity']) => ({ severity });

describe('a fleet row', () => {
  it('is tinted red for any critical alert, orange for any high one, else not at all', () => {
    expect(rowAlertTone([alert('medium'), alert('critical')])).toBe('critical');
    expect(rowAlertTone([alert('high'), alert('critical')])).toBe('critical');
    expect(rowAlertTone([alert('medium'), alert('high')])).toBe('high');
    expect(rowAlertTone([alert('medium'), alert('low')])).toBeUndefined();
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
