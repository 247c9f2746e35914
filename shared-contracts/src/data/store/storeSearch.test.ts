import { generateDataSet } from '../sample/generateDataSet';
import { createDataStore } from './createDataStore';
import { SAMPLE_SIZES } from 'shared-contracts/testing';

const today = new Date(2025, 7, 21, 10, 30);
const data = generateDataSet({ today });
const store = createDataStore(data, { now: () => today });

const ids = (records: { id: string }[]) => records.map((r) => r.id);

describe('search: case-insensitive substring over each list’s fields', () => {
  it('returns everything, as a fresh array, for an empty or blank search', async () => {
    const all = await store.jobs.list();
    expect(all).toHaveLength(SAMPLE_SIZES.jobs);
    expect(all).not.toBe(store.jobs.snapshot());
    expect(await store.jobs.list({ search: '   ' })).toHaveLength(SAMPLE_SIZES.jobs);
  });

  it('jobs: id, client, type, driver, vehicle', async () => {
    const job = data.jobs[100];
    expect(ids(await store.jobs.list({ search: job.id.toLowerCase() }))).toEqual([job.id]);
    const byClient = await store.jobs.list({ search: 'WHITCOMBE gallery' });
    expect(byClient.length).toBeGreaterThan(0);
    expect(byClient.every((j) => j.client_name.toLowerCase().includes('whitcombe gallery'))).toBe(true);
    expect((await store.jobs.list({ search: 'office move' })).every((j) => j.job_type === 'Office Move')).toBe(true);
    const driverName = data.drivers[0].name.toUpperCase();
    expect((await store.jobs.list({ search: driverName })).every((j) => j.driver_name === data.drivers[0].name)).toBe(true);
    expect((await store.jobs.list({ search: 'zvx-101' })).every((j) => j.vehicle_reg === 'ZVX-101')).toBe(true);
  });

  it('jobs: not addresses or notes', async () => {
    expect(await store.jobs.list({ search: data.jobs[0].pickup_address })).toEqual([]);
  });

  it('drivers: name, e-mail, licence number', async () => {
    const driver = data.drivers[3];
    expect(ids(await store.drivers.list({ search: driver.name.toLowerCase() }))).toContain(driver.id);
    expect(ids(await store.drivers.list({ search: driver.email.toUpperCase() }))).toEqual([driver.id]);
    expect(ids(await store.drivers.list({ search: driver.license_number.toLowerCase() }))).toEqual([driver.id]);
    expect(await store.drivers.list({ search: driver.phone })).toEqual([]);
  });

  it('vehicles: registration, make, model, assigned driver', async () => {
    const assigned = data.vehicles.find((v) => v.driver_name)!;
    expect(ids(await store.vehicles.list({ search: 'zvx-101' }))).toEqual(['VEH-001']);
    expect((await store.vehicles.list({ search: 'mercedes' })).every((v) => v.make === 'Mercedes-Benz')).toBe(true);
    expect((await store.vehicles.list({ search: 'sprinter' })).length).toBe(5);
    expect(ids(await store.vehicles.list({ search: assigned.driver_name! }))).toEqual([assigned.id]);
  });

  it('clients: company, contact, e-mail, type', async () => {
    const client = data.clients[20];
    expect(ids(await store.clients.list({ search: client.company_name.toUpperCase() }))).toEqual([client.id]);
    expect(ids(await store.clients.list({ search: client.contact_name }))).toContain(client.id);
    expect(ids(await store.clients.list({ search: client.email }))).toContain(client.id);
    const museums = await store.clients.list({ search: 'museum' });
    expect(museums.some((c) => c.client_type === 'museum')).toBe(true);
    expect((await store.clients.list({ search: 'performing arts' })).every((c) => c.client_type === 'performing_arts')).toBe(true);
    expect(await store.clients.list({ search: client.postcode })).toEqual([]);
  });

  it('invoices: id, client, services, status', async () => {
    const invoice = data.invoices[0];
    expect(ids(await store.invoices.list({ search: invoice.id.toLowerCase() }))).toEqual([invoice.id]);
    expect(ids(await store.invoices.list({ search: invoice.client_name }))).toEqual([invoice.id]);
    expect((await store.invoices.list({ search: 'OVERDUE' })).map((i) => i.status)).toEqual(['overdue', 'overdue', 'overdue', 'overdue']);
    const services = await store.invoices.list({ search: 'white glove' });
    expect(services.every((i) => i.services.includes('White Glove Delivery'))).toBe(true);
  });

  it('warehouses: name, address, type, manager', async () => {
    expect(ids(await store.warehouses.list({ search: 'london depot' }))).toEqual(['WH-001']);
    expect(ids(await store.warehouses.list({ search: 'nw10' }))).toEqual(['WH-004']);
    expect(ids(await store.warehouses.list({ search: 'specialist storage' }))).toEqual(['WH-005']);
    expect(ids(await store.warehouses.list({ search: 'sian roberts' }))).toEqual(['WH-002']);
    expect(await store.warehouses.list({ search: '24/7' })).toEqual([]);
  });

  it('system alerts: title, type, vehicle, driver', async () => {
    const alert = data.systemAlerts[1];
    expect(ids(await store.systemAlerts.list({ search: 'speed limit' }))).toEqual(['ALT-001']);
    expect(ids(await store.systemAlerts.list({ search: 'HARSH_BRAKING' }))).toEqual(['ALT-005']);
    expect(ids(await store.systemAlerts.list({ search: alert.vehicle }))).toContain(alert.id);
    expect(ids(await store.systemAlerts.list({ search: alert.driver }))).toContain(alert.id);
    expect(await store.systemAlerts.list({ search: 'north circular' })).toEqual([]);
  });

  it('finds a record written after an earlier search', async () => {
    await store.warehouses.list({ search: 'glasgow' });
    await store.warehouses.create({ name: 'Glasgow Annex', address: '1 Clyde Street, Glasgow G1 4LH', type: 'Regional Store', capacity: 900, manager: 'Iona Reid' });
    expect((await store.warehouses.list({ search: 'glasgow' })).map((w) => w.name)).toEqual(['Glasgow Annex']);
  });
});
