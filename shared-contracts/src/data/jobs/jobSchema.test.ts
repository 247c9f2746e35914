import { JOB_RECORD } from 'shared-contracts/records';

import { readChanges, readNew } from '../schema/entitySchema';
import { entitySchemaOf } from '../schema/entitySchemaOf';

const jobSchema = entitySchemaOf(JOB_RECORD);

const now = new Date(2025, 7, 21, 10, 30);
const complete = {
  client_id: 'CLI-001',
  job_type: 'Office Move',
  pickup_address: ' 1 High Street, London ',
  delivery_address: '2 Low Road, Leeds',
  pickup_date: '2025-09-01',
};

describe('the job schema, for a new job', () => {
  it('names every missing required field, in the form’s order, with its label', () => {
    expect(readNew(jobSchema, {}, now)).toEqual({
      ok: false,
      errors: {
        client_id: { code: 'required', message: 'Client is required' },
        job_type: { code: 'required', message: 'Job Type is required' },
        pickup_address: { code: 'required', message: 'Pickup Address is required' },
        delivery_address: { code: 'required', message: 'Delivery Address is required' },
        pickup_date: { code: 'required', message: 'Pickup Date is required' },
      },
    });
  });

  it('treats blank text as missing', () => {
    expect(readNew(jobSchema, { ...complete, pickup_address: '   ' }, now)).toEqual({
      ok: false,
      errors: { pickup_address: { code: 'required', message: 'Pickup Address is required' } },
    });
  });

  it('reads a form’s text: trims it, turns numbers into numbers and fills empty fields with their defaults', () => {
    expect(readNew(jobSchema, { ...complete, pickup_time: '', porter_count: '5', total_amount: '980.5', driver_id: '' }, now)).toEqual({
      ok: true,
      data: {
        client_id: 'CLI-001',
        job_type: 'Office Move',
        pickup_address: '1 High Street, London',
        delivery_address: '2 Low Road, Leeds',
        pickup_date: '2025-09-01',
        pickup_time: '09:00',
        driver_id: null,
        vehicle_id: null,
        porter_count: 5,
        total_amount: 980.5,
        special_requirements: '',
        notes: '',
        contact_person: '',
        contact_phone: '',
        estimated_duration: '',
        status: 'scheduled',
      },
    });
  });

  it.each([
    [{ porter_count: '0' }, { porter_count: { code: 'too_small', message: 'Number of Porters must be at least 1' } }],
    [{ porter_count: '2.5' }, { porter_count: { code: 'invalid_type', message: 'Number of Porters must be a whole number' } }],
    [{ porter_count: '51' }, { porter_count: { code: 'too_big', message: 'Number of Porters must be at most 50' } }],
    [{ total_amount: '-5' }, { total_amount: { code: 'too_small', message: 'Estimated Value (£) must be at least 0' } }],
    [{ total_amount: 'abc' }, { total_amount: { code: 'invalid_type', message: 'Estimated Value (£) must be a number' } }],
    [{ pickup_date: '2025-02-30' }, { pickup_date: { code: 'invalid_format', message: 'Pickup Date must be a date' } }],
    [{ pickup_time: '25:00' }, { pickup_time: { code: 'invalid_format', message: 'Pickup Time must be a time (HH:MM)' } }],
    [
      { job_type: 'Space Launch' },
      { job_type: { code: 'invalid_value', message: expect.stringMatching(/^Job Type must be one of: Fine Art Transport, /) } },
    ],
  ])('refuses %j', (field, errors) => {
    expect(readNew(jobSchema, { ...complete, ...field }, now)).toEqual({ ok: false, errors });
  });
});

describe('the job schema, for changes to a job', () => {
  it('reads only the fields the change carries', () => {
    expect(readChanges(jobSchema, { special_requirements: ' Fragile ' }, now)).toEqual({
      ok: true,
      data: { special_requirements: 'Fragile' },
    });
  });

  it('checks a field cleared by the change as required', () => {
    expect(readChanges(jobSchema, { pickup_address: '' }, now)).toEqual({
      ok: false,
      errors: { pickup_address: { code: 'required', message: 'Pickup Address is required' } },
    });
  });

  it('ignores fields that are not the job’s', () => {
    expect(readChanges(jobSchema, { porter_count: '8', id: 'JOB-9', client_name: 'X' }, now)).toEqual({
      ok: true,
      data: { porter_count: 8 },
    });
  });
});
