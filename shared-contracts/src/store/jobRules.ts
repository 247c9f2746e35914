import { DEFAULT_PORTER_COUNT, JOB_STATUSES, JOB_TYPES, jobSearchFields, type Job, type JobPatch, type NewJobInput } from '../domain/job';
import { formatJobId, parseJobId } from '../domain/recordIds';
import { complete, defined, FieldReader, type WriteMode } from './fieldReader';
import { joinSearchText, type CollectionRules, type RuleContext } from './ruleContext';

const DEFAULT_PICKUP_TIME = '09:00';

function readJob(input: unknown, mode: WriteMode, context: RuleContext) {
  const r = new FieldReader(input, mode);
  return {
    client_id: r.reference('client_id', (id) => !!context.get('clients', id), { required: true }) ?? undefined,
    job_type: r.oneOf('job_type', JOB_TYPES, { required: true }),
    pickup_address: r.text('pickup_address', { required: true }),
    delivery_address: r.text('delivery_address', { required: true }),
    pickup_date: r.isoDate('pickup_date', { required: true }),
    pickup_time: r.time('pickup_time', { fallback: DEFAULT_PICKUP_TIME }),
    driver_id: r.reference('driver_id', (id) => !!context.get('drivers', id)),
    vehicle_id: r.reference('vehicle_id', (id) => !!context.get('vehicles', id)),
    porter_count: r.number('porter_count', { integer: true, min: 1, max: 50, fallback: DEFAULT_PORTER_COUNT }),
    total_amount: r.number('total_amount', { min: 0, fallback: 0 }),
    special_requirements: r.text('special_requirements'),
    notes: r.text('notes'),
    contact_person: r.text('contact_person'),
    contact_phone: r.text('contact_phone'),
    estimated_duration: r.text('estimated_duration'),
    status: r.oneOf('status', JOB_STATUSES, { fallback: 'scheduled' }),
  };
}

/** Copies the client's, driver's and vehicle's display names beside their ids. */
function withNames(job: Job, context: RuleContext): Job {
  const client = context.get('clients', job.client_id);
  const driver = job.driver_id ? context.get('drivers', job.driver_id) : undefined;
  const vehicle = job.vehicle_id ? context.get('vehicles', job.vehicle_id) : undefined;
  return {
    ...job,
    client_name: client?.company_name ?? job.client_name,
    driver_name: driver?.name ?? null,
    vehicle_reg: vehicle?.registration ?? null,
  };
}

function nextJobId(jobs: readonly Job[], year: number): string {
  let max = 0;
  for (const job of jobs) max = Math.max(max, parseJobId(job.id)?.sequence ?? 0);
  return formatJobId(year, max + 1);
}

export const jobRules: CollectionRules<Job, NewJobInput, JobPatch> = {
  searchText: (job) => joinSearchText(...jobSearchFields(job)),

  create(input, context) {
    const fields = complete(readJob(input, 'create', context));
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
    };
    return { record: withNames(job, context) };
  },

  update(existing, patch, context) {
    const changes = defined(readJob(patch, 'update', context));
    return { record: withNames({ ...existing, ...changes } as Job, context) };
  },
};
