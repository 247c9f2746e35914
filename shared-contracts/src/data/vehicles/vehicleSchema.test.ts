import { VEHICLE_RECORD } from 'shared-contracts/records';

import { readChanges, readNew } from '../schema/entitySchema';
import { entitySchemaOf } from '../schema/entitySchemaOf';

const vehicleSchema = entitySchemaOf(VEHICLE_RECORD);

const now = new Date(2025, 7, 21);
const vehicle = {
  registration: 'zvx-321',
  make: 'Ford',
  model: 'Transit',
  year: '2024',
  vin: 'wf0xxxttgxkk12345',
  mot_expiry: '2026-01-01',
  insurance_expiry: '2026-01-01',
  service_due: '2025-12-01',
};

describe('the vehicle schema', () => {
  it('names a missing field the specification’s way: "mot expiry is required"', () => {
    const result = readNew(vehicleSchema, { ...vehicle, mot_expiry: '' }, now);
    expect(result).toEqual({ ok: false, errors: { mot_expiry: { code: 'required', message: 'mot expiry is required' } } });
  });

  it('upper-cases registration and VIN and takes the form defaults', () => {
    const result = readNew(vehicleSchema, vehicle, now);
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        registration: 'ZVX-321',
        vin: 'WF0XXXTTGXKK12345',
        year: 2024,
        vehicle_type: 'van',
        capacity_kg: 1000,
        capacity_volume: 8,
        fuel_type: 'diesel',
        emissions_class: 'Euro 6',
        mileage: 0,
      }),
    });
  });

  it('wants the ABC-123 registration format for a new vehicle only', () => {
    expect(readNew(vehicleSchema, { ...vehicle, registration: 'AB12 CDE' }, now)).toEqual({
      ok: false,
      errors: { registration: { code: 'invalid_format', message: 'Registration must be in format ABC-123' } },
    });
    expect(readChanges(vehicleSchema, { registration: 'AB12 CDE' }, now)).toEqual({ ok: true, data: { registration: 'AB12 CDE' } });
  });

  it('takes years from 2000 to next year, and a VIN of at most 17 characters', () => {
    expect(readNew(vehicleSchema, { ...vehicle, year: '1999' }, now)).toEqual({
      ok: false,
      errors: { year: { code: 'too_small', message: 'year must be at least 2000' } },
    });
    expect(readNew(vehicleSchema, { ...vehicle, year: '2027' }, now)).toEqual({
      ok: false,
      errors: { year: { code: 'too_big', message: 'year must be at most 2026' } },
    });
    expect(readNew(vehicleSchema, { ...vehicle, year: '2026' }, now).ok).toBe(true);
    expect(readNew(vehicleSchema, { ...vehicle, vin: 'X'.repeat(18) }, now)).toEqual({
      ok: false,
      errors: { vin: { code: 'too_big', message: 'vin must be at most 17 characters' } },
    });
  });

  it('lets only a change set the state fields (status, fuel level)', () => {
    expect(readChanges(vehicleSchema, { status: 'maintenance', fuel_level: '101' }, now)).toEqual({
      ok: false,
      errors: { fuel_level: { code: 'too_big', message: 'fuel level must be at most 100' } },
    });
    const created = readNew(vehicleSchema, { ...vehicle, status: 'maintenance' }, now);
    expect(created.ok && 'status' in created.data).toBe(false);
  });
});
