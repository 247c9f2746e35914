import type { Job } from 'shared-contracts/records';

import { EMPTY_JOB_FORM, jobToFormValues, porterOptions, withCurrent } from './jobFormValues';

describe('porter choices', () => {
  it('offer 1, 2, 3, 4 and 5+, with 2 by default', () => {
    expect(porterOptions('2').map((option) => option.label)).toEqual(['1', '2', '3', '4', '5+']);
    expect(EMPTY_JOB_FORM.porter_count).toBe('2');
  });

  it('keep a stored count above five as its own choice, so editing another field never changes it', () => {
    expect(porterOptions('8')).toEqual([
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '3' },
      { value: '4', label: '4' },
      { value: '5', label: '5+' },
      { value: '8', label: '8' },
    ]);
  });
});

describe('jobToFormValues', () => {
  it('fills the form with every value as stored', () => {
    const job = {
      client_id: 'CLI-014',
      job_type: 'Antique Transport',
      pickup_address: '1 High Street, Bath BA1 1AA',
      delivery_address: '2 Low Road, Leeds LS1 1AA',
      pickup_date: '2025-09-01',
      pickup_time: '14:00',
      driver_id: null,
      vehicle_id: 'VEH-003',
      porter_count: 8,
      special_requirements: 'Crate the clock',
      total_amount: 0,
    } as Job;
    expect(jobToFormValues(job)).toEqual({
      client_id: 'CLI-014',
      job_type: 'Antique Transport',
      pickup_address: '1 High Street, Bath BA1 1AA',
      delivery_address: '2 Low Road, Leeds LS1 1AA',
      pickup_date: '2025-09-01',
      pickup_time: '14:00',
      driver_id: '',
      vehicle_id: 'VEH-003',
      porter_count: '8',
      special_requirements: 'Crate the clock',
      total_amount: '',
    });
  });
});

describe('withCurrent', () => {
  const driver = (id: string, name: string) => ({ id, name });
  const available = [driver('DRV-003', 'Ava Brown'), driver('DRV-001', 'Carl Evans'), driver('DRV-004', 'Mia Scott')];
  const byName = (d: { name: string }) => d.name;

  it("keeps the job's own choice among the available ones, in their order", () => {
    expect(withCurrent(available, driver('DRV-002', 'Dan Fox'), byName).map((d) => d.id)).toEqual([
      'DRV-003',
      'DRV-001',
      'DRV-002',
      'DRV-004',
    ]);
    expect(withCurrent(available, driver('DRV-009', 'Aaron Bell'), byName).map((d) => d.id)).toEqual([
      'DRV-009',
      'DRV-003',
      'DRV-001',
      'DRV-004',
    ]);
    expect(withCurrent(available, driver('DRV-010', 'Zoe West'), byName).map((d) => d.id)).toEqual([
      'DRV-003',
      'DRV-001',
      'DRV-004',
      'DRV-010',
    ]);
  });

  it('adds nothing when the job has none, or when its own is available anyway', () => {
    expect(withCurrent(available, undefined, byName)).toBe(available);
    expect(withCurrent(available, driver('DRV-001', 'Carl Evans'), byName)).toBe(available);
  });
});
