import { sql } from 'kysely';
import type { VehicleRecord } from 'shared-contracts/contract';
import { complianceAlertsForVehicle } from 'shared-contracts/domain';
import type { Vehicle } from 'shared-contracts/records';
import { VEHICLE_RECORD } from 'shared-contracts/records';

import { fieldsOf, type ResourceTable } from '../../records/resourceTable';

/**
 * A vehicle as read: the stored vehicle and its compliance for the day asked about. SQL works out the alert weight
 * and critical count (to filter and sort by); the alerts themselves are described by the browser's own engine.
 */
export const vehiclesTable: ResourceTable<'vehicles'> = {
  resource: 'vehicles',
  table: 'vehicles',
  fields: fieldsOf(VEHICLE_RECORD),
  source: (today) => sql`SELECT v.*,
    portal_alert_weight(v.mot_expiry, v.insurance_expiry, v.service_due, ${today}::date) AS alert_weight,
    portal_critical_alert_count(v.mot_expiry, v.insurance_expiry, ${today}::date) AS critical_alert_count
    FROM vehicles AS v`,
  finish(record, today): VehicleRecord {
    // SQL's alert weight and critical count (what lists filter and sort by) are held to this engine's by the API's tests.
    return { ...(record as unknown as VehicleRecord), compliance_alerts: complianceAlertsForVehicle(record as unknown as Vehicle, today) };
  },
};
