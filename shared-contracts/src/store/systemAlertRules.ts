import { formatSequentialId } from '../domain/recordIds';
import {
  SYSTEM_ALERT_SEVERITIES,
  SYSTEM_ALERT_STATUSES,
  type NewSystemAlertInput,
  type SystemAlert,
  type SystemAlertPatch,
} from '../domain/systemAlert';
import { complete, defined, FieldReader } from './fieldReader';
import { joinSearchText, nextSequence, type CollectionRules, type RuleContext } from './ruleContext';

function readAlert(r: FieldReader, context: RuleContext) {
  return {
    type: r.text('type', { required: true }),
    severity: r.oneOf('severity', SYSTEM_ALERT_SEVERITIES, { required: true }),
    title: r.text('title', { required: true }),
    description: r.text('description'),
    vehicle_id: r.reference('vehicle_id', (id) => !!context.get('vehicles', id)),
    driver_id: r.reference('driver_id', (id) => !!context.get('drivers', id)),
    location: r.text('location'),
    timestamp: r.dateTime('timestamp', { fallback: context.now().toISOString() }),
    status: r.oneOf('status', SYSTEM_ALERT_STATUSES, { fallback: 'active' }),
  };
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
  searchText: (a) => joinSearchText(a.title, a.type, a.vehicle, a.driver),

  create(input, context) {
    const fields = complete(readAlert(new FieldReader(input, 'create'), context));
    const id = formatSequentialId('ALT', nextSequence(context.all('systemAlerts'), /^ALT-(\d+)$/));
    return { record: withNames({ ...fields, id, vehicle: '', driver: '' }, context) };
  },

  update(existing, patch, context) {
    const fields = defined(readAlert(new FieldReader(patch, 'update'), context));
    return { record: withNames({ ...existing, ...fields }, context) };
  },
};
