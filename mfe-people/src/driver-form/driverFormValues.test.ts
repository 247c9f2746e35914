import type { Driver } from 'shared-contracts/records';

import {
  driverToFormValues,
  employmentChoices,
  EMPTY_DRIVER_FORM,
  formValueOf,
  licenceClassChoices,
  storedValueOf,
} from './driverFormValues';

describe('driver form values', () => {
  it('start empty with licence Class C (stored C), no employment type and active', () => {
    expect(EMPTY_DRIVER_FORM).toEqual({
      name: '',
      email: '',
      phone: '',
      license_number: '',
      license_class: 'C',
      license_expiry: '',
      employment_type: '',
      hourly_rate: '',
      is_active: true,
    });
    expect(formValueOf(licenceClassChoices(''), EMPTY_DRIVER_FORM.license_class)).toBe('Class C');
  });

  it('offer the licence classes Class C, Class C+E, Class D and Class D+E, standing for C, CE, D and DE', () => {
    const choices = licenceClassChoices('C');
    expect(choices.map((c) => c.value)).toEqual(['Class C', 'Class C+E', 'Class D', 'Class D+E']);
    expect(choices.map((c) => storedValueOf(choices, c.value))).toEqual(['C', 'CE', 'D', 'DE']);
  });

  it('offer employed and self_employed, standing for full_time and contractor', () => {
    const choices = employmentChoices('');
    expect(choices).toEqual([
      { value: 'employed', label: 'Employed', stored: 'full_time' },
      { value: 'self_employed', label: 'Self-Employed', stored: 'contractor' },
    ]);
    expect(storedValueOf(choices, 'self_employed')).toBe('contractor');
    expect(formValueOf(choices, 'full_time')).toBe('employed');
    expect(formValueOf(choices, '')).toBe('');
  });

  it('keep a stored value the form does not offer as a choice of its own', () => {
    expect(licenceClassChoices('C1E').at(-1)).toEqual({ value: 'C1E', label: 'Class C1+E', stored: 'C1E' });
    expect(employmentChoices('part_time')).toHaveLength(3);
    expect(employmentChoices('part_time').at(-1)).toEqual({ value: 'part_time', label: 'Part Time', stored: 'part_time' });
    expect(employmentChoices('contractor')).toHaveLength(2);
  });

  it('fill in from a stored driver', () => {
    const driver = {
      name: 'Ada Okafor',
      email: 'ada@zorvex.co.uk',
      phone: '07700 900123',
      license_number: 'OKAFO802156A99XY',
      license_class: 'C1',
      license_expiry: '2030-04-30',
      employment_type: 'part_time',
      hourly_rate: 18.25,
      is_active: false,
    } as Driver;
    expect(driverToFormValues(driver)).toEqual({ ...driver, hourly_rate: '18.25' });
    expect(driverToFormValues({ ...driver, hourly_rate: 0 }).hourly_rate).toBe('');
  });
});
