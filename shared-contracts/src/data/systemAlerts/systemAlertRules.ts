import { ValidationError } from 'shared-contracts/contract';
import { formatSequentialId } from 'shared-contracts/domain';
import type { NewSystemAlertInput, SystemAlert, SystemAlertPatch } from 'shared-contracts/records';
import { labelsOf, SYSTEM_ALERT_RECORD } from 'shared-contracts/records';

import { entitySchemaOf } from '../schema/entitySchemaOf';
import { assertExists, changedFields, type CollectionRules, newFields, nextSequence, type RuleContext } from '../store/ruleContext';

const systemAlertSchema = entitySchemaOf(SYSTEM_ALERT_RECORD);
const L = labelsOf(SYSTEM_ALERT_RECORD);

function assertReferences(context: RuleContext, fields: Partial<NewSystemAlertInput>) {
  assertExists(context, 'vehicles', 'vehicle_id', L.vehicle_id, fields.vehicle_id);
  assertExists(context, 'drivers', 'driver_id', L.driver_id, fields.driver_id);
  if (fields.timestamp !== undefined && Number.isNaN(Date.parse(fields.timestamp))) {
    throw ValidationError.of('timestamp', 'invalid_format', `${L.timestamp} must be a date and time`);
  }
}

/** The registration and driver name shown on the page follow the ids. */
function withNames(alert: SystemAlert, context: RuleContext): SystemAlert {
  return {
    ...alert,
    vehicle: alert.vehicle_id ? (context.get('vehicles', alert.vehicle_id)?.registration ?? '') : '',
    driver: alert.driver_id ? (context.get('drivers', alert.driver_id)?.name ?? '') : '',
  };
}

export const systemAlertRules: CollectionRules<SystemAlert, NewSystemAlertInput, SystemAlertPatch> = {
  create(input, context) {
    const fields = newFields(systemAlertSchema, input, context);
    assertReferences(context, fields);
    const id = formatSequentialId('ALT', nextSequence(context.all('systemAlerts'), /^ALT-(\d+)$/));
    const timestamp = fields.timestamp ? new Date(fields.timestamp).toISOString() : context.now().toISOString();
    return { record: withNames({ ...fields, id, timestamp, vehicle: '', driver: '' }, context) };
  },

  update(existing, patch, context) {
    const changes = changedFields<SystemAlertPatch>(systemAlertSchema, patch, context);
    assertReferences(context, changes);
    return { record: withNames({ ...existing, ...changes }, context) };
  },
};
