import { formatJobId, parseJobId, routeName } from 'shared-contracts/domain';
import type { Job, JobPatch, NewJobInput } from 'shared-contracts/records';
import { JOB_RECORD, labelsOf } from 'shared-contracts/records';

import { entitySchemaOf } from '../schema/entitySchemaOf';
import { assertExists, changedFields, type CollectionRules, newFields, type RuleContext } from '../store/ruleContext';

const jobSchema = entitySchemaOf(JOB_RECORD);
const L = labelsOf(JOB_RECORD);

function assertReferences(context: RuleContext, fields: Partial<NewJobInput>) {
  assertExists(context, 'clients', 'client_id', L.client_id, fields.client_id);
  assertExists(context, 'drivers', 'driver_id', L.driver_id, fields.driver_id);
  assertExists(context, 'vehicles', 'vehicle_id', L.vehicle_id, fields.vehicle_id);
}

/** Copies the client's, driver's and vehicle's display names beside their ids, and the route its addresses make. */
function withNames(job: Job, context: RuleContext): Job {
  const client = context.get('clients', job.client_id);
  const driver = job.driver_id ? context.get('drivers', job.driver_id) : undefined;
  const vehicle = job.vehicle_id ? context.get('vehicles', job.vehicle_id) : undefined;
  return {
    ...job,
    client_name: client?.company_name ?? job.client_name,
    driver_name: driver?.name ?? null,
    vehicle_reg: vehicle?.registration ?? null,
    route: routeName(job.pickup_address, job.delivery_address) ?? null,
  };
}

function nextJobId(jobs: readonly Job[], year: number): string {
  let max = 0;
  for (const job of jobs) max = Math.max(max, parseJobId(job.id)?.sequence ?? 0);
  return formatJobId(year, max + 1);
}

export const jobRules: CollectionRules<Job, NewJobInput, JobPatch> = {
  create(input, context) {
    const fields = newFields(jobSchema, input, context);
    assertReferences(context, fields);
    const client = context.get('clients', fields.client_id);
    const now = context.now();
    const job: Job = {
      ...fields,
      id: nextJobId(context.all('jobs'), now.getFullYear()),
      client_name: '',
      driver_name: null,
      vehicle_reg: null,
      contact_person: fields.contact_person || (client?.contact_name ?? ''),
      contact_phone: fields.contact_phone || (client?.phone ?? ''),
      created_at: now.toISOString(),
      route: null,
    };
    return { record: withNames(job, context) };
  },

  update(existing, patch, context) {
    const changes = changedFields<JobPatch>(jobSchema, patch, context);
    assertReferences(context, changes);
    return { record: withNames({ ...existing, ...changes } as Job, context) };
  },
};
