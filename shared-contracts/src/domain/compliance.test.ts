import { DETAILS_NOT_HELD } from 'shared-contracts/records';

import { addDays, toIsoDate } from './calendar';
import { complianceAlertsForVehicle, daysUntil } from './compliance';

// Mid-afternoon: the ceiling of (expiry midnight - now) is the whole number of calendar days.
const today = new Date(2025, 7, 21, 15, 45);
const inDays = (days: number) => toIsoDate(addDays(today, days));
const FAR = '2027-01-01';

function vehicle(dates: { mot?: string; insurance?: string; service?: string }, id = 'VEH-001', registration = 'ZVX-101') {
  return {
    id,
    registration,
    mot_expiry: dates.mot ?? FAR,
    insurance_expiry: dates.insurance ?? FAR,
    service_due: dates.service ?? FAR,
  };
}

const alertsFor = (dates: Parameters<typeof vehicle>[0]) => complianceAlertsForVehicle(vehicle(dates), today);

function onlyAlert(dates: Parameters<typeof vehicle>[0]) {
  const alerts = alertsFor(dates);
  expect(alerts).toHaveLength(1);
  return alerts[0];
}

describe('days until a date', () => {
  it('is the ceiling of the difference to now: whole calendar days, whatever the time of day', () => {
    expect(daysUntil('2025-08-21', today)).toBe(0);
    expect(daysUntil('2025-08-22', today)).toBe(1);
    expect(daysUntil('2025-08-20', today)).toBe(-1);
    expect(daysUntil('2025-09-20', today)).toBe(30);
    expect(daysUntil('2025-08-22', new Date(2025, 7, 21, 0, 0))).toBe(1);
    expect(daysUntil('2025-08-22', new Date(2025, 7, 21, 23, 59))).toBe(1);
  });

  it('counts a missing, "Details not held" or unreadable date as -1', () => {
    expect(daysUntil(DETAILS_NOT_HELD, today)).toBe(-1);
    expect(daysUntil('', today)).toBe(-1);
    expect(daysUntil(undefined, today)).toBe(-1);
    expect(daysUntil(null, today)).toBe(-1);
    expect(daysUntil('2025-02-30', today)).toBe(-1);
    expect(daysUntil('2025-13-01', today)).toBe(-1);
    expect(daysUntil('2025-8-1', today)).toBe(-1);
    expect(daysUntil('2025-08-2x', today)).toBe(-1);
  });

  it('knows leap years and month lengths', () => {
    expect(daysUntil('2028-02-29', today)).toBe(922);
    expect(daysUntil('2027-02-29', today)).toBe(-1);
    expect(daysUntil('2025-09-31', today)).toBe(-1);
    expect(daysUntil('2025-10-31', today)).toBe(71);
  });
});

describe('MOT', () => {
  it.each([
    [-10, 'mot_expired', 'critical', 'MOT Expired'],
    [-1, 'mot_expired', 'critical', 'MOT Expired'],
    [0, 'mot_expiring', 'critical', 'MOT Due Very Soon'],
    [7, 'mot_expiring', 'critical', 'MOT Due Very Soon'],
    [8, 'mot_expiring', 'high', 'MOT Due Soon'],
    [14, 'mot_expiring', 'high', 'MOT Due Soon'],
    [15, 'mot_expiring', 'high', 'MOT Due Soon'],
    [30, 'mot_expiring', 'high', 'MOT Due Soon'],
    [31, 'mot_expiring', 'medium', 'MOT Reminder'],
    [60, 'mot_expiring', 'medium', 'MOT Reminder'],
  ])('%i days: %s, %s "%s"', (days, type, severity, title) => {
    expect(onlyAlert({ mot: inDays(days) })).toMatchObject({ type, severity, title, daysUntilExpiry: days, expiryDate: inDays(days) });
  });

  it('says nothing from 61 days on', () => {
    expect(alertsFor({ mot: inDays(61) })).toEqual([]);
    expect(alertsFor({ mot: inDays(365) })).toEqual([]);
  });

  it('treats a missing or "Details not held" date as expired a day ago', () => {
    expect(onlyAlert({ mot: DETAILS_NOT_HELD })).toMatchObject({
      title: 'MOT Expired',
      severity: 'critical',
      daysUntilExpiry: -1,
      expiryDate: DETAILS_NOT_HELD,
    });
    expect(onlyAlert({ mot: '' })).toMatchObject({ title: 'MOT Expired', daysUntilExpiry: -1 });
  });

  it('describes the alert and the action to take', () => {
    expect(onlyAlert({ mot: inDays(-3) })).toMatchObject({
      id: 'VEH-001-mot_expired',
      vehicleId: 'VEH-001',
      registration: 'ZVX-101',
      description: 'MOT expired 3 days ago',
      actionRequired: 'Take the vehicle off the road and book an MOT test now',
    });
    expect(onlyAlert({ mot: inDays(0) }).description).toBe('MOT expires today');
    expect(onlyAlert({ mot: inDays(1) }).description).toBe('MOT expires in 1 day');
    expect(onlyAlert({ mot: inDays(-1) }).description).toBe('MOT expired 1 day ago');
  });
});

describe('road tax (read from the insurance expiry date)', () => {
  it.each([
    [-5, 'road_tax_expired', 'critical', 'Road Tax Expired'],
    [-1, 'road_tax_expired', 'critical', 'Road Tax Expired'],
    [0, 'road_tax_expiring', 'critical', 'Road Tax Due Very Soon'],
    [7, 'road_tax_expiring', 'critical', 'Road Tax Due Very Soon'],
    [8, 'road_tax_expiring', 'high', 'Road Tax Due Soon'],
    [14, 'road_tax_expiring', 'high', 'Road Tax Due Soon'],
    [15, 'road_tax_expiring', 'medium', 'Road Tax Reminder'],
    [30, 'road_tax_expiring', 'medium', 'Road Tax Reminder'],
  ])('%i days: %s, %s "%s"', (days, type, severity, title) => {
    expect(onlyAlert({ insurance: inDays(days) })).toMatchObject({
      type,
      severity,
      title,
      daysUntilExpiry: days,
      expiryDate: inDays(days),
    });
  });

  it('says nothing from 31 days on (60 and 61 included)', () => {
    expect(alertsFor({ insurance: inDays(31) })).toEqual([]);
    expect(alertsFor({ insurance: inDays(60) })).toEqual([]);
    expect(alertsFor({ insurance: inDays(61) })).toEqual([]);
  });

  it('treats a missing or "Details not held" date as expired', () => {
    expect(onlyAlert({ insurance: DETAILS_NOT_HELD })).toMatchObject({
      type: 'road_tax_expired',
      severity: 'critical',
      daysUntilExpiry: -1,
    });
    expect(onlyAlert({ insurance: '' })).toMatchObject({ type: 'road_tax_expired', daysUntilExpiry: -1 });
  });
});

describe('service', () => {
  it.each([
    [-20, 'high', 'Service Overdue'],
    [-1, 'high', 'Service Overdue'],
    [0, 'medium', 'Service Due Soon'],
    [7, 'medium', 'Service Due Soon'],
  ])('%i days: %s "%s"', (days, severity, title) => {
    expect(onlyAlert({ service: inDays(days) })).toMatchObject({ type: 'service_due', severity, title, daysUntilExpiry: days });
  });

  it('says nothing from 8 days on (14, 15, 30, 31, 60, 61 included)', () => {
    for (const days of [8, 14, 15, 30, 31, 60, 61]) expect(alertsFor({ service: inDays(days) })).toEqual([]);
  });

  it('treats a missing or "Details not held" date as overdue', () => {
    expect(onlyAlert({ service: DETAILS_NOT_HELD })).toMatchObject({ title: 'Service Overdue', severity: 'high', daysUntilExpiry: -1 });
  });
});

describe('sorting', () => {
  it("sorts a vehicle's alerts by severity, then by the fewest days", () => {
    const alerts = alertsFor({ mot: inDays(45), insurance: inDays(5), service: inDays(-2) });
    expect(alerts.map((a) => a.title)).toEqual(['Road Tax Due Very Soon', 'Service Overdue', 'MOT Reminder']);
    const sameSeverity = alertsFor({ mot: inDays(6), insurance: inDays(-4) });
    expect(sameSeverity.map((a) => a.daysUntilExpiry)).toEqual([-4, 6]);
  });
});
