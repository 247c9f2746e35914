import { addDays, toIsoDate } from './calendar';
import { complianceAlertsForFleet, complianceAlertsForVehicle, daysUntil } from './complianceAlerts';
import { DETAILS_NOT_HELD } from './vehicle';

const today = new Date(2025, 7, 21, 15, 45);
const inDays = (days: number) => toIsoDate(addDays(today, days));
const FAR = inDays(400);

function vehicle(dates: { mot?: string; insurance?: string; service?: string }) {
  return {
    id: 'VEH-001',
    registration: 'ZVX-101',
    mot_expiry: dates.mot ?? FAR,
    insurance_expiry: dates.insurance ?? FAR,
    service_due: dates.service ?? FAR,
  };
}

const only = (dates: Parameters<typeof vehicle>[0]) => {
  const alerts = complianceAlertsForVehicle(vehicle(dates), today);
  expect(alerts).toHaveLength(1);
  return alerts[0];
};

describe('days until a date', () => {
  it('counts whole calendar days from today, whatever the time of day', () => {
    expect(daysUntil(inDays(0), today)).toBe(0);
    expect(daysUntil(inDays(1), today)).toBe(1);
    expect(daysUntil(inDays(-1), today)).toBe(-1);
  });

  it('counts a missing or "Details not held" date as -1', () => {
    expect(daysUntil(DETAILS_NOT_HELD, today)).toBe(-1);
    expect(daysUntil('', today)).toBe(-1);
    expect(daysUntil(undefined, today)).toBe(-1);
  });
});

describe('MOT alerts', () => {
  it.each([
    [-1, 'critical', 'MOT Expired', 'mot_expired'],
    [0, 'critical', 'MOT Due Very Soon', 'mot_expiring'],
    [7, 'critical', 'MOT Due Very Soon', 'mot_expiring'],
    [8, 'high', 'MOT Due Soon', 'mot_expiring'],
    [30, 'high', 'MOT Due Soon', 'mot_expiring'],
    [31, 'medium', 'MOT Reminder', 'mot_expiring'],
    [60, 'medium', 'MOT Reminder', 'mot_expiring'],
  ])('%i days gives %s "%s"', (days, severity, title, type) => {
    expect(only({ mot: inDays(days) })).toMatchObject({ severity, title, type, daysUntilExpiry: days, expiryDate: inDays(days) });
  });

  it('gives nothing beyond 60 days', () => {
    expect(complianceAlertsForVehicle(vehicle({ mot: inDays(61) }), today)).toEqual([]);
  });

  it('treats "Details not held" as expired', () => {
    expect(only({ mot: DETAILS_NOT_HELD })).toMatchObject({ severity: 'critical', title: 'MOT Expired', daysUntilExpiry: -1 });
  });
});

describe('road tax alerts (read from the insurance expiry date)', () => {
  it.each([
    [-3, 'critical', 'road_tax_expired'],
    [7, 'critical', 'road_tax_expiring'],
    [8, 'high', 'road_tax_expiring'],
    [14, 'high', 'road_tax_expiring'],
    [15, 'medium', 'road_tax_expiring'],
    [30, 'medium', 'road_tax_expiring'],
  ])('%i days gives %s', (days, severity, type) => {
    expect(only({ insurance: inDays(days) })).toMatchObject({ severity, type, daysUntilExpiry: days });
  });

  it('gives nothing beyond 30 days', () => {
    expect(complianceAlertsForVehicle(vehicle({ insurance: inDays(31) }), today)).toEqual([]);
  });
});

describe('service alerts', () => {
  it.each([
    [-1, 'high', 'Service Overdue'],
    [0, 'medium', 'Service Due Soon'],
    [7, 'medium', 'Service Due Soon'],
    [8, 'low', 'Service Reminder'],
    [30, 'low', 'Service Reminder'],
  ])('%i days gives %s "%s"', (days, severity, title) => {
    expect(only({ service: inDays(days) })).toMatchObject({ severity, title, type: 'service_due' });
  });

  it('gives nothing beyond 30 days', () => {
    expect(complianceAlertsForVehicle(vehicle({ service: inDays(31) }), today)).toEqual([]);
  });
});

describe('sorting', () => {
  it('orders by severity, then fewest days, across a fleet', () => {
    const fleet = [
      { ...vehicle({ mot: inDays(45), service: inDays(-2) }), id: 'VEH-001', registration: 'ZVX-101' },
      { ...vehicle({ insurance: inDays(5), service: inDays(20) }), id: 'VEH-002', registration: 'ZVX-102' },
      { ...vehicle({ mot: inDays(-10), insurance: inDays(12) }), id: 'VEH-003', registration: 'ZVX-103' },
    ];
    const alerts = complianceAlertsForFleet(fleet, today);
    expect(alerts.map((a) => [a.severity, a.daysUntilExpiry, a.registration])).toEqual([
      ['critical', -10, 'ZVX-103'],
      ['critical', 5, 'ZVX-102'],
      ['high', -2, 'ZVX-101'],
      ['high', 12, 'ZVX-103'],
      ['medium', 45, 'ZVX-101'],
      ['low', 20, 'ZVX-102'],
    ]);
    expect(new Set(alerts.map((a) => a.id)).size).toBe(alerts.length);
  });
});
