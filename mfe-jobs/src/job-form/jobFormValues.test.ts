import { isAvailableDriver, isAvailableVehicle } from 'shared-contracts';
import { sampleData } from '../testing/renderScreen';
import {
  driverChoices,
  EMPTY_JOB_FORM,
  formValuesToJobInput,
  isFormDirty,
  jobToFormValues,
  PORTER_OPTIONS,
  validateJobForm,
  vehicleChoices,
  type JobFormValues,
} from './jobFormValues';

const valid: JobFormValues = {
  ...EMPTY_JOB_FORM,
  clientId: 'CLI-001',
  jobType: 'Office Move',
  pickupAddress: ' 1 High Street, London ',
  deliveryAddress: '2 Low Road, Leeds',
  pickupDate: '2025-09-01',
};

describe('validateJobForm', () => {
  it('requires client, job type, pickup address, delivery address and pickup date', () => {
    expect(validateJobForm(EMPTY_JOB_FORM)).toEqual({
      clientId: 'Client is required',
      jobType: 'Job Type is required',
      pickupAddress: 'Pickup Address is required',
      deliveryAddress: 'Delivery Address is required',
      pickupDate: 'Pickup Date is required',
    });
  });

  it('treats blank text as missing', () => {
    expect(validateJobForm({ ...valid, pickupAddress: '   ' })).toEqual({ pickupAddress: 'Pickup Address is required' });
  });

  it('accepts a complete form; everything else is optional', () => {
    expect(validateJobForm(valid)).toEqual({});
  });

  it('refuses a negative or non-numeric estimated value', () => {
    expect(validateJobForm({ ...valid, estimatedValue: '-5' }).estimatedValue).toBeDefined();
    expect(validateJobForm({ ...valid, estimatedValue: 'abc' }).estimatedValue).toBeDefined();
    expect(validateJobForm({ ...valid, estimatedValue: '1250.50' })).toEqual({});
  });
});

describe('form values and the store', () => {
  it('porters offer 1, 2, 3, 4 and 5+, with 2 by default', () => {
    expect(PORTER_OPTIONS.map((o) => o.label)).toEqual(['1', '2', '3', '4', '5+']);
    expect(EMPTY_JOB_FORM.porterCount).toBe('2');
  });

  it('turns a valid form into the store input', () => {
    expect(formValuesToJobInput({ ...valid, driverId: 'DRV-001', porterCount: '5', estimatedValue: '980.5', specialInstructions: ' Fragile ' })).toEqual({
      client_id: 'CLI-001',
      job_type: 'Office Move',
      pickup_address: '1 High Street, London',
      delivery_address: '2 Low Road, Leeds',
      pickup_date: '2025-09-01',
      driver_id: 'DRV-001',
      vehicle_id: null,
      porter_count: 5,
      total_amount: 980.5,
      special_requirements: 'Fragile',
    });
  });

  it('fills the form from a stored job and back without change', () => {
    const job = sampleData().jobs[0];
    const values = jobToFormValues(job);
    expect(values).toMatchObject({ clientId: job.client_id, jobType: job.job_type, pickupDate: job.pickup_date, porterCount: String(job.porter_count) });
    expect(formValuesToJobInput(values)).toMatchObject({
      client_id: job.client_id,
      pickup_address: job.pickup_address,
      driver_id: job.driver_id,
      vehicle_id: job.vehicle_id,
      total_amount: job.total_amount,
    });
  });

  it('knows when the form has changed', () => {
    expect(isFormDirty(valid, { ...valid })).toBe(false);
    expect(isFormDirty(valid, { ...valid, porterCount: '3' })).toBe(true);
  });
});

describe('driver and vehicle choices', () => {
  const { drivers, vehicles } = sampleData();

  it('drivers: active ones whose current status is available', () => {
    const choices = driverChoices(drivers);
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((d) => d.is_active && d.current_status === 'available')).toBe(true);
    expect(choices).toHaveLength(drivers.filter(isAvailableDriver).length);
  });

  it('vehicles: status available', () => {
    const choices = vehicleChoices(vehicles);
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.every((v) => v.status === 'available')).toBe(true);
    expect(choices).toHaveLength(vehicles.filter(isAvailableVehicle).length);
  });

  it('keep the driver and vehicle a job already has', () => {
    const busy = drivers.find((d) => !isAvailableDriver(d))!;
    const inUse = vehicles.find((v) => !isAvailableVehicle(v))!;
    expect(driverChoices(drivers, busy.id)).toContain(busy);
    expect(vehicleChoices(vehicles, inUse.id)).toContain(inUse);
  });
});
