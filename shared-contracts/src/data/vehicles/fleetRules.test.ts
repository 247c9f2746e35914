import { readAll } from '../query/readAll';
import { create, data, errorsWhenEmptied, fieldErrors, freshProvider, newJob, update } from '../store/storeTestFixture';

describe('vehicles and drivers', () => {
  const newVehicle = {
    registration: 'zvx-555',
    make: 'Ford',
    model: 'Transit',
    year: 2024,
    vin: 'wf0xxxttgxpa12345',
    mot_expiry: '2026-08-01',
    insurance_expiry: '2026-03-01',
    service_due: '2026-01-01',
  };

  it('registers a vehicle as available, full, at London Depot, without a driver, serviced today', async () => {
    const provider = freshProvider();
    const vehicle = await create(provider, 'vehicles', newVehicle);
    expect(vehicle).toMatchObject({
      id: 'VEH-030',
      registration: 'ZVX-555',
      vin: 'WF0XXXTTGXPA12345',
      status: 'available',
      fuel_level: 100,
      location: 'London Depot',
      driver_assigned: null,
      last_service: '2025-08-21',
      vehicle_type: 'van',
      capacity_kg: 1000,
      capacity_volume: 8,
      fuel_type: 'diesel',
      emissions_class: 'Euro 6',
      mileage: 0,
    });
  });

  it('names the field in error the way the form reports it, with its code', async () => {
    const provider = freshProvider();
    const refused = (patch: object) => fieldErrors(provider.create('vehicles', { data: { ...newVehicle, ...patch } }));
    expect(await refused({ mot_expiry: '' })).toEqual({ mot_expiry: { code: 'required', message: 'mot expiry is required' } });
    expect(await refused({ registration: 'AB12 CDE' })).toEqual({
      registration: { code: 'invalid_format', message: 'Registration must be in format ABC-123' },
    });
    expect(await refused({ registration: 'ZVX-101' })).toEqual({
      registration: { code: 'taken', message: 'ZVX-101 is already in the fleet' },
    });
    expect(await refused({ year: 1999 })).toEqual({ year: { code: 'too_small', message: 'year must be at least 2000' } });
    expect(await refused({ year: 2027 })).toEqual({ year: { code: 'too_big', message: 'year must be at most 2026' } });
    expect(await refused({ vin: 'X'.repeat(18) })).toEqual({ vin: { code: 'too_big', message: 'vin must be at most 17 characters' } });
    expect(await refused({ mileage: -1 })).toEqual({ mileage: { code: 'too_small', message: 'mileage must be at least 0' } });
    expect((await provider.getList('vehicles', {})).total).toBe(29);
  });

  it('a registered vehicle can be chosen for a new job', async () => {
    const provider = freshProvider();
    const vehicle = await create(provider, 'vehicles', newVehicle);
    const job = await create(provider, 'jobs', { ...newJob, vehicle_id: vehicle.id });
    expect(job.vehicle_reg).toBe('ZVX-555');
  });

  it('keeps driver and vehicle pointing at each other when a driver is reassigned', async () => {
    const provider = freshProvider();
    const driver = data.drivers.find((d) => d.current_vehicle)!;
    const free = data.vehicles.find((v) => v.status === 'available')!;
    await update(provider, 'vehicles', free.id, { driver_assigned: driver.id });
    expect((await provider.getOne('drivers', { id: driver.id })).current_vehicle).toBe(free.id);
    expect((await provider.getOne('vehicles', { id: driver.current_vehicle! })).driver_assigned).toBeNull();
    expect((await provider.getOne('vehicles', { id: free.id })).driver_name).toBe(driver.name);
    await update(provider, 'drivers', driver.id, { current_vehicle: null });
    expect((await provider.getOne('vehicles', { id: free.id })).driver_assigned).toBeNull();
  });

  it('renaming a driver renames them on jobs, vehicle and alerts', async () => {
    const provider = freshProvider();
    const driver = data.drivers.find((d) => d.current_vehicle && data.systemAlerts.some((a) => a.driver_id === d.id))!;
    const { changed } = await provider.update('drivers', { id: driver.id, data: { name: 'Renamed Driver' } });
    expect(changed).toEqual(expect.arrayContaining(['drivers', 'jobs', 'vehicles', 'systemAlerts']));
    const jobs = await readAll(provider, 'jobs', { filter: { driver_id: driver.id } });
    expect(new Set(jobs.map((j) => j.driver_name))).toEqual(new Set(['Renamed Driver']));
    expect((await provider.getOne('vehicles', { id: driver.current_vehicle! })).driver_name).toBe('Renamed Driver');
    const alerts = await readAll(provider, 'systemAlerts', { filter: { driver_id: driver.id } });
    expect(new Set(alerts.map((a) => a.driver))).toEqual(new Set(['Renamed Driver']));
    expect((await provider.getList('vehicles', { q: 'renamed driver' })).total).toBe(1);
  });

  it('adds a driver with DRV-019, available, and rejects missing or malformed fields', async () => {
    const provider = freshProvider();
    const input = {
      name: 'Ada Okafor',
      email: 'ada.okafor@zorvexlogistics.co.uk',
      phone: '07700 900123',
      license_number: 'okafo802156a99xy',
      employment_type: 'contractor' as const,
      license_expiry: '2030-04-30',
    };
    const driver = await create(provider, 'drivers', input);
    expect(driver).toMatchObject({
      id: 'DRV-019',
      license_number: 'OKAFO802156A99XY',
      license_class: 'C',
      is_active: true,
      current_status: 'available',
    });
    const refused = (patch: object) => fieldErrors(provider.create('drivers', { data: { ...input, ...patch } }));
    const fields = ['name', 'email', 'phone', 'license_number', 'employment_type', 'license_expiry'];
    expect(await errorsWhenEmptied(provider, 'drivers', { ...input, email: 'x@y.co' }, fields)).toEqual({
      name: { name: { code: 'required', message: 'Full Name is required' } },
      email: { email: { code: 'required', message: 'Email is required' } },
      phone: { phone: { code: 'required', message: 'Phone is required' } },
      license_number: { license_number: { code: 'required', message: 'License Number is required' } },
      employment_type: { employment_type: { code: 'required', message: 'Employment Type is required' } },
      license_expiry: { license_expiry: { code: 'required', message: 'License Expiry is required' } },
    });
    expect(await refused({ email: 'not-an-email' })).toEqual({
      email: { code: 'invalid_format', message: 'Email must be a valid e-mail address' },
    });
    expect(await refused({})).toEqual({
      email: { code: 'taken', message: 'ada.okafor@zorvexlogistics.co.uk is already used by Ada Okafor' },
    });
    expect(await refused({ email: 'b@c.uk', employment_type: 'employed' })).toEqual({
      employment_type: { code: 'invalid_value', message: 'Employment Type must be one of: full_time, part_time, contractor' },
    });
    expect((await provider.getList('drivers', {})).total).toBe(19);
  });
});
