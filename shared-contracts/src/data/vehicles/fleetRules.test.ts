import { data, freshStore, newJob } from '../store/storeTestFixture';

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
    const store = freshStore();
    const vehicle = await store.vehicles.create(newVehicle);
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

  it('names the first missing field the way the form reports it', async () => {
    const store = freshStore();
    await expect(store.vehicles.create({ ...newVehicle, mot_expiry: '' })).rejects.toMatchObject({ field: 'mot_expiry', message: 'mot expiry is required' });
    await expect(store.vehicles.create({ ...newVehicle, registration: 'AB12 CDE' })).rejects.toMatchObject({
      field: 'registration',
      message: 'Registration must be in format ABC-123',
    });
    await expect(store.vehicles.create({ ...newVehicle, registration: 'ZVX-101' })).rejects.toMatchObject({ field: 'registration' });
    await expect(store.vehicles.create({ ...newVehicle, year: 1999 })).rejects.toMatchObject({ field: 'year' });
    await expect(store.vehicles.create({ ...newVehicle, year: 2027 })).rejects.toMatchObject({ field: 'year' });
    await expect(store.vehicles.create({ ...newVehicle, vin: 'X'.repeat(18) })).rejects.toMatchObject({ field: 'vin' });
    await expect(store.vehicles.create({ ...newVehicle, mileage: -1 })).rejects.toMatchObject({ field: 'mileage' });
    expect(store.vehicles.snapshot()).toHaveLength(29);
  });

  it('a registered vehicle can be chosen for a new job', async () => {
    const store = freshStore();
    const vehicle = await store.vehicles.create(newVehicle);
    const job = await store.jobs.create({ ...newJob, vehicle_id: vehicle.id });
    expect(job.vehicle_reg).toBe('ZVX-555');
  });

  it('keeps driver and vehicle pointing at each other when a driver is reassigned', async () => {
    const store = freshStore();
    const driver = data.drivers.find((d) => d.current_vehicle)!;
    const free = data.vehicles.find((v) => v.status === 'available')!;
    await store.vehicles.update(free.id, { driver_assigned: driver.id });
    expect((await store.drivers.get(driver.id))?.current_vehicle).toBe(free.id);
    expect((await store.vehicles.get(driver.current_vehicle!))?.driver_assigned).toBeNull();
    expect((await store.vehicles.get(free.id))?.driver_name).toBe(driver.name);
    await store.drivers.update(driver.id, { current_vehicle: null });
    expect((await store.vehicles.get(free.id))?.driver_assigned).toBeNull();
  });

  it('renaming a driver renames them on jobs, vehicle and alerts', async () => {
    const store = freshStore();
    const driver = data.drivers.find((d) => d.current_vehicle)!;
    await store.drivers.update(driver.id, { name: 'Renamed Driver' });
    expect(store.jobs.snapshot().filter((j) => j.driver_id === driver.id).every((j) => j.driver_name === 'Renamed Driver')).toBe(true);
    expect((await store.vehicles.get(driver.current_vehicle!))?.driver_name).toBe('Renamed Driver');
    expect(store.systemAlerts.snapshot().filter((a) => a.driver_id === driver.id).every((a) => a.driver === 'Renamed Driver')).toBe(true);
    expect(await store.vehicles.list({ search: 'renamed driver' })).toHaveLength(1);
  });

  it('adds a driver with DRV-019, available, and rejects missing or malformed fields', async () => {
    const store = freshStore();
    const input = { name: 'Ada Okafor', email: 'ada.okafor@zorvexlogistics.co.uk', phone: '07700 900123', license_number: 'okafo802156a99xy', employment_type: 'contractor' as const, license_expiry: '2030-04-30' };
    const driver = await store.drivers.create(input);
    expect(driver).toMatchObject({ id: 'DRV-019', license_number: 'OKAFO802156A99XY', license_class: 'C', is_active: true, current_status: 'available' });
    for (const field of ['name', 'email', 'phone', 'license_number', 'employment_type', 'license_expiry'] as const) {
      await expect(store.drivers.create({ ...input, email: 'x@y.co', [field]: '' })).rejects.toMatchObject({ field });
    }
    await expect(store.drivers.create({ ...input, email: 'not-an-email' })).rejects.toMatchObject({ field: 'email' });
    await expect(store.drivers.create({ ...input })).rejects.toMatchObject({ field: 'email' });
    await expect(store.drivers.create({ ...input, email: 'b@c.uk', employment_type: 'employed' as never })).rejects.toMatchObject({ field: 'employment_type' });
    expect(store.drivers.snapshot()).toHaveLength(19);
  });
});
