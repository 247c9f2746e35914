import { DEFAULT_PORTER_COUNT, JOB_STATUSES, JOB_TYPES, type NewJobInput } from 'shared-contracts/contract';

import type { EntitySchema } from '../schema/entitySchema';
import { isoDate, number, oneOf, reference, text, time } from '../schema/fields';
import { JOB_FIELD_LABELS } from './jobFormFields';

const L = JOB_FIELD_LABELS;

/** A job: client, type, addresses and pickup date are required (the specification's create-job rule). */
export const jobSchema: EntitySchema<NewJobInput> = {
  fields: () => ({
    client_id: reference(L.client_id, { required: true }),
    job_type: oneOf(L.job_type, JOB_TYPES, { required: true }),
    pickup_address: text(L.pickup_address, { required: true }),
    delivery_address: text(L.delivery_address, { required: true }),
    pickup_date: isoDate(L.pickup_date, { required: true }),
    pickup_time: time(L.pickup_time),
    driver_id: reference(L.driver_id),
    vehicle_id: reference(L.vehicle_id),
    porter_count: number(L.porter_count, { integer: true, min: 1, max: 50 }),
    total_amount: number(L.total_amount, { min: 0 }),
    special_requirements: text(L.special_requirements),
    notes: text(L.notes),
    contact_person: text(L.contact_person),
    contact_phone: text(L.contact_phone),
    estimated_duration: text(L.estimated_duration),
    status: oneOf(L.status, JOB_STATUSES),
  }),
  defaults: {
    pickup_time: '09:00',
    porter_count: DEFAULT_PORTER_COUNT,
    total_amount: 0,
    special_requirements: '',
    notes: '',
    contact_person: '',
    contact_phone: '',
    estimated_duration: '',
    status: 'scheduled',
  },
};
