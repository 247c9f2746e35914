import { complianceAlertsForVehicle } from 'shared-contracts/domain';
import { DETAILS_NOT_HELD } from 'shared-contracts/records';
import { SAMPLE_SIZES, sampleData } from 'shared-contracts/testing';

// The sample data is generated for today, so today's alerts are the ones the fleet screens show.
const today = new Date();
const { vehicles, jobs, drivers } = sampleData();

describe("the sample fleet's compliance alerts", () => {
  it('keeps the fleet the other areas count on', () => {
    expect(vehicles).toHaveLength(SAMPLE_SIZES.vehicles);
    const ids = new Set(vehicles.map((v) => v.id));
    expect(jobs.filter((j) => j.vehicle_id).every((j) => ids.has(j.vehicle_id!))).toBe(true);
    expect(drivers.filter((d) => d.current_vehicle).every((d) => ids.has(d.current_vehicle!))).toBe(true);
  });

  it('raises every alert type at every severity its rule has', () => {
    const kinds = new Set(
      vehicles.flatMap((vehicle) => complianceAlertsForVehicle(vehicle, today)).map((a) => `${a.type} ${a.severity} ${a.title}`),
    );
    expect([...kinds].sort()).toEqual([
      'mot_expired critical MOT Expired',
      'mot_expiring critical MOT Due Very Soon',
      'mot_expiring high MOT Due Soon',
      'mot_expiring medium MOT Reminder',
      'road_tax_expired critical Road Tax Expired',
      'road_tax_expiring critical Road Tax Due Very Soon',
      'road_tax_expiring high Road Tax Due Soon',
      'road_tax_expiring medium Road Tax Reminder',
      'service_due high Service Overdue',
      'service_due medium Service Due Soon',
    ]);
  });

  it('has five critical alerts on four vehicles, two more with a high one, and one with three alerts (12 on 8 vehicles)', () => {
    const alerts = vehicles.flatMap((vehicle) => complianceAlertsForVehicle(vehicle, today));
    expect(alerts).toHaveLength(12);
    expect(alerts.filter((a) => a.severity === 'critical')).toHaveLength(5);
    const perVehicle = vehicles.map((v) => complianceAlertsForVehicle(v, today)).filter((found) => found.length > 0);
    expect(perVehicle.filter((found) => found[0].severity === 'critical')).toHaveLength(4);
    expect(perVehicle.filter((found) => found[0].severity === 'high')).toHaveLength(2);
    expect(perVehicle.map((found) => found.length).sort()).toEqual([1, 1, 1, 1, 1, 2, 2, 3]);
  });

  it('holds one "Details not held" date, on the off-road vehicle', () => {
    const notHeld = vehicles.filter((v) => [v.mot_expiry, v.insurance_expiry, v.service_due].includes(DETAILS_NOT_HELD));
    expect(notHeld.map((v) => v.status)).toEqual(['out_of_service']);
    expect(complianceAlertsForVehicle(notHeld[0], today).map((a) => a.title)).toEqual([
      'MOT Expired',
      'Road Tax Expired',
      'Service Overdue',
    ]);
  });
});
