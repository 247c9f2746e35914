import type { Driver, Job, Vehicle } from 'shared-contracts/contract';
import { driverChoices, EMPTY_JOB_FORM, jobToFormValues, porterOptions, vehicleChoices } from './jobFormValues';

const driver = (id: string, is_active: boolean, current_status: Driver['current_status']) => ({ id, is_active, current_status }) as Driver;
const vehicle = (id: string, status: Vehicle['status']) => ({ id, status }) as Vehicle;

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

describe('driver and vehicle choices', () => {
  const drivers = [
    driver('DRV-001', true, 'available'),
    driver('DRV-002', true, 'on_job'),
    driver('DRV-003', false, 'available'),
    driver('DRV-004', true, 'available'),
  ];
  const vehicles = [vehicle('VEH-001', 'available'), vehicle('VEH-002', 'in_use'), vehicle('VEH-003', 'maintenance'), vehicle('VEH-004', 'available')];

  it('drivers: active ones whose current status is available', () => {
    expect(driverChoices(drivers).map((d) => d.id)).toEqual(['DRV-001', 'DRV-004']);
  });

  it('vehicles: status available', () => {
    expect(vehicleChoices(vehicles).map((v) => v.id)).toEqual(['VEH-001', 'VEH-004']);
  });

  it('keep the driver and vehicle a job already has', () => {
    expect(driverChoices(drivers, 'DRV-002').map((d) => d.id)).toEqual(['DRV-001', 'DRV-002', 'DRV-004']);
    expect(vehicleChoices(vehicles, 'VEH-003').map((v) => v.id)).toEqual(['VEH-001', 'VEH-003', 'VEH-004']);
  });
});
