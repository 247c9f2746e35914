import { CLIENT_RECORD } from './clientRecord';
import { DRIVER_RECORD } from './driverRecord';
import { JOB_RECORD } from './jobRecord';
import { columnOf, csvHeadersOf, defaultsOf, inputKindsOf, labelsOf, messageNameOf, searchValuesOf, sortFieldsOf } from './recordFields';
import type { Job } from './recordTypes';
import { VEHICLE_RECORD } from './vehicleRecord';

describe("what a kind's declaration gives", () => {
  it('labels each field as the form shows it', () => {
    const labels = labelsOf(JOB_RECORD);
    expect([labels.pickup_date, labels.porter_count, labels.total_amount, labels.special_requirements]).toEqual([
      'Pickup Date',
      'Number of Porters',
      'Estimated Value (£)',
      'Special Instructions',
    ]);
  });

  it('names a field in messages by its label, or as the kind words it', () => {
    expect(messageNameOf(JOB_RECORD, 'pickup_date')).toBe('Pickup Date');
    expect(messageNameOf(VEHICLE_RECORD, 'mot_expiry')).toBe('mot expiry');
    expect(messageNameOf(VEHICLE_RECORD, 'driver_assigned')).toBe('driver assigned');
  });

  it('gives what a create stores for a field left empty', () => {
    expect(defaultsOf(VEHICLE_RECORD)).toEqual({
      vehicle_type: 'van',
      capacity_kg: 1000,
      capacity_volume: 8,
      fuel_type: 'diesel',
      emissions_class: 'Euro 6',
      mileage: 0,
    });
  });

  it("types what it gives as the record's own fields, so a sample generator spreading it needs no line for a defaulted field", () => {
    // Compiles only while each defaulted field is typed as the job's own (the TypeScript check is the test's other half).
    const defaults: Pick<Job, 'pickup_time' | 'porter_count' | 'total_amount' | 'notes' | 'status'> = defaultsOf(JOB_RECORD);
    expect(defaults).toEqual({
      pickup_time: '09:00',
      porter_count: 2,
      total_amount: 0,
      special_requirements: '',
      notes: '',
      contact_person: '',
      contact_phone: '',
      estimated_duration: '',
      status: 'scheduled',
    });
  });

  it("reads a form's inputs as each field's value: numbers, references, true or false, else text", () => {
    const kinds = inputKindsOf(JOB_RECORD);
    expect([kinds.porter_count, kinds.driver_id, kinds.pickup_date, kinds.status]).toEqual(['number', 'reference', 'text', 'text']);
    expect(inputKindsOf(DRIVER_RECORD).is_active).toBe('boolean');
  });

  it('lists the fields a list sorts by', () => {
    expect(sortFieldsOf(JOB_RECORD)).toEqual([
      'id',
      'client_name',
      'pickup_address',
      'pickup_date',
      'driver_name',
      'total_amount',
      'status',
    ]);
  });

  it('gives every exported field of a kind with its CSV header', () => {
    expect(csvHeadersOf(JOB_RECORD)).toEqual({
      id: 'Job ID',
      client_name: 'Client',
      job_type: 'Job Type',
      pickup_address: 'Pickup Address',
      delivery_address: 'Delivery Address',
      pickup_date: 'Pickup Date',
      pickup_time: 'Pickup Time',
      driver_name: 'Driver',
      vehicle_reg: 'Vehicle',
      porter_count: 'Porters',
      total_amount: 'Value',
      status: 'Status',
    });
  });

  it("reads a record's search texts in the declared order, a client's type also by its label", () => {
    const client = { company_name: 'Tate Modern', contact_name: 'Ann Lee', email: 'ann@tate.org.uk', client_type: 'private' };
    expect(searchValuesOf(CLIENT_RECORD, client)).toEqual(['Tate Modern', 'Ann Lee', 'ann@tate.org.uk', 'private', 'Private Client']);
  });

  it("gives a stored field's column, and none for a field reads work out", () => {
    expect(columnOf(JOB_RECORD.fields.driver_id)).toEqual({ type: 'text', nullable: true });
    expect(columnOf(JOB_RECORD.fields.porter_count)).toEqual({ type: 'double precision', nullable: false });
    expect(columnOf(DRIVER_RECORD.fields.is_active)).toEqual({ type: 'boolean', nullable: false });
    expect(columnOf(VEHICLE_RECORD.fields.tax_expiry)).toEqual({ type: 'text', nullable: true });
    expect(columnOf(CLIENT_RECORD.fields.total_revenue)).toBeUndefined();
  });
});
