import { sql } from 'kysely';
import { complianceAlertsForVehicle, type Vehicle, type VehicleRecord } from 'shared-contracts/contract';

import { computed, type ResourceTable, stored } from '../../records/resourceTable';

/**
 * A vehicle as read: the stored vehicle and its compliance for the day asked about. SQL works out the alert weight
 * and critical count (to filter and sort by); the alerts themselves are described by the browser's own engine.
 */
export const vehiclesTable: ResourceTable<'vehicles'> = {
  resource: 'vehicles',
  table: 'vehicles',
  fields: {
    id: stored('text'),
    registration: stored('text'),
    make: stored('text'),
    model: stored('text'),
    year: stored('number'),
    vehicle_type: stored('text'),
    capacity_kg: stored('number'),
    capacity_volume: stored('number'),
    status: stored('text'),
    mot_expiry: stored('text'),
    insurance_expiry: stored('text'),
    service_due: stored('text'),
    mileage: stored('number'),
    fuel_level: stored('number'),
    location: stored('text'),
    total_jobs: stored('number'),
    driver_assigned: stored('text'),
    driver_name: stored('text'),
    created_at: stored('text'),
    last_service: stored('text'),
    vin: stored('text'),
    fuel_type: stored('text'),
    emissions_class: stored('text'),
    tax_expiry: stored('text', true),
    ulez_compliant: stored('boolean', true),
    body_style: stored('text', true),
    engine_size: stored('text', true),
    outstanding_finance: stored('number', true),
    purchase_date: stored('text', true),
    purchase_price: stored('number', true),
    current_value: stored('number', true),
    maintenance_cost: stored('number', true),
    fuel_efficiency: stored('number', true),
    alert_weight: computed('number'),
    critical_alert_count: computed('number'),
  },
  source: (today) => sql`SELECT v.*,
    portal_alert_weight(v.mot_expiry, v.insurance_expiry, v.service_due, ${today}::date) AS alert_weight,
    portal_critical_alert_count(v.mot_expiry, v.insurance_expiry, ${today}::date) AS critical_alert_count
    FROM vehicles AS v`,
  finish(record, today): VehicleRecord {
    // SQL's alert weight and critical count (what lists filter and sort by) are held to this engine's by the API's tests.
    return { ...(record as unknown as VehicleRecord), compliance_alerts: complianceAlertsForVehicle(record as unknown as Vehicle, today) };
  },
};
