import { DRIVER_RECORD } from 'shared-contracts/records';

import { readChanges, readNew } from '../schema/entitySchema';
import { entitySchemaOf } from '../schema/entitySchemaOf';
import { DRIVER_FORM_EMPLOYMENT_TYPES, DRIVER_FORM_LICENSE_CLASSES } from './driverFormFields';

const driverSchema = entitySchemaOf(DRIVER_RECORD);

const now = new Date(2025, 7, 21);
const valid = {
  name: 'Ada Okafor',
  email: 'ada.okafor@zorvexlogistics.co.uk',
  phone: '07700 900123',
  license_number: 'okafo802156a99xy',
  employment_type: 'contractor',
  license_expiry: '2030-04-30',
};

describe('driver schema', () => {
  it('offers the form its own licence classes, Class C first, each standing for a stored class', () => {
    expect(DRIVER_FORM_LICENSE_CLASSES).toEqual([
      { value: 'Class C', stored: 'C' },
      { value: 'Class C+E', stored: 'CE' },
      { value: 'Class D', stored: 'D' },
      { value: 'Class D+E', stored: 'DE' },
    ]);
  });

  it('maps the form employment values employed and self_employed to full_time and contractor', () => {
    expect(DRIVER_FORM_EMPLOYMENT_TYPES.map(({ value, stored }) => [value, stored])).toEqual([
      ['employed', 'full_time'],
      ['self_employed', 'contractor'],
    ]);
  });

  it('fills a new driver with licence class C, no hourly rate and active', () => {
    expect(readNew(driverSchema, valid, now)).toEqual({
      ok: true,
      data: { ...valid, license_number: 'OKAFO802156A99XY', license_class: 'C', hourly_rate: 0, is_active: true },
    });
  });

  it('requires name, e-mail, phone, licence number, employment type and licence expiry, by their labels', () => {
    expect(readNew(driverSchema, {}, now)).toEqual({
      ok: false,
      errors: {
        name: { code: 'required', message: 'Full Name is required' },
        email: { code: 'required', message: 'Email is required' },
        phone: { code: 'required', message: 'Phone is required' },
        license_number: { code: 'required', message: 'License Number is required' },
        employment_type: { code: 'required', message: 'Employment Type is required' },
        license_expiry: { code: 'required', message: 'License Expiry is required' },
      },
    });
  });

  it.each([
    ['email', 'ada.okafor', 'invalid_format', 'Email must be a valid e-mail address'],
    ['phone', 'call me', 'invalid_format', 'Phone must be a phone number'],
    ['phone', '0770', 'invalid_format', 'Phone must be a phone number'],
    ['license_expiry', '30/04/2030', 'invalid_format', 'License Expiry must be a date'],
    ['employment_type', 'employed', 'invalid_value', 'Employment Type must be one of: full_time, part_time, contractor'],
    ['hourly_rate', '-1', 'too_small', 'Hourly Rate (£) must be at least 0'],
  ])('refuses %s "%s" (%s): %s', (field, value, code, message) => {
    expect(readNew(driverSchema, { ...valid, [field]: value }, now)).toEqual({ ok: false, errors: { [field]: { code, message } } });
  });

  it('accepts phone numbers as people write them', () => {
    for (const phone of ['+44 7700 900123', '(020) 7946 0123', '0161-496-0000']) {
      expect(readNew(driverSchema, { ...valid, phone }, now).ok).toBe(true);
    }
  });

  it('an edit checks only the fields it changes, an emptied required field included', () => {
    expect(readChanges(driverSchema, { hourly_rate: '18.75' }, now)).toEqual({ ok: true, data: { hourly_rate: 18.75 } });
    expect(readChanges(driverSchema, { license_expiry: '' }, now)).toEqual({
      ok: false,
      errors: { license_expiry: { code: 'required', message: 'License Expiry is required' } },
    });
  });
});
