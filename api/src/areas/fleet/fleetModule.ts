import { systemAlertRules, vehicleRules, warehouseRules } from 'shared-contracts/server';

import type { AreaModule } from '../areaModule';
import { fleetRecordWrites } from '../fleetLinks';
import { systemAlertsTable } from './systemAlertsTable';
import { vehiclesTable } from './vehiclesTable';
import { warehousesTable } from './warehousesTable';

/** Vehicles, system alerts and warehouses (mfe-fleet). */
export const fleetModule: AreaModule = {
  name: 'fleet',
  resources: {
    // A new registration shows on the vehicle's jobs and alerts too.
    vehicles: {
      table: vehiclesTable,
      writes: fleetRecordWrites(vehicleRules, { resource: 'vehicles', nameField: 'registration', linkField: 'vehicle_id' }),
    },
    systemAlerts: {
      table: systemAlertsTable,
      writes: {
        rules: systemAlertRules as never,
        scopeCreate: (scope, input) =>
          Promise.all([
            scope.whole('systemAlerts'),
            scope.byIds('vehicles', [input.vehicle_id]),
            scope.byIds('drivers', [input.driver_id]),
          ]).then(() => {}),
        scopeUpdate: (scope, existing, patch) =>
          Promise.all([
            scope.byIds('vehicles', [existing.vehicle_id, patch.vehicle_id]),
            scope.byIds('drivers', [existing.driver_id, patch.driver_id]),
          ]).then(() => {}),
      },
    },
    warehouses: {
      table: warehousesTable,
      writes: {
        rules: warehouseRules as never,
        scopeCreate: (scope) => scope.whole('warehouses'),
        scopeUpdate: async () => {},
      },
    },
  },
};
