import type { DataProvider, Resource } from 'shared-contracts/contract';
import { SAMPLE_SIZES } from 'shared-contracts/testing';

import { readAll } from '../query/readAll';
import { create, data, freshProvider } from './storeTestFixture';

const provider = freshProvider();

/** Every record a list's search finds. */
const search = <R extends Resource>(resource: R, q: string, from: DataProvider = provider) => readAll(from, resource, { q });
const ids = (records: { id: string }[]) => records.map((r) => r.id);
/** Something was found, and all of it passes (an empty result would pass `every` alone). */
const allFound = <T>(records: T[], test: (record: T) => boolean) => records.length > 0 && records.every(test);

describe('search: case-insensitive substring over each list’s fields', () => {
  it('finds everything for an empty or blank search, in a page of its own', async () => {
    const page = await provider.getList('jobs', { q: '', perPage: 1000 });
    expect(page.total).toBe(SAMPLE_SIZES.jobs);
    expect(page.data).toHaveLength(SAMPLE_SIZES.jobs);
    page.data.length = 0;
    expect((await provider.getList('jobs', { perPage: 1000 })).data).toHaveLength(SAMPLE_SIZES.jobs);
    expect((await provider.getList('jobs', { q: '   ' })).total).toBe(SAMPLE_SIZES.jobs);
  });

  it('jobs: id, client, type, driver, vehicle', async () => {
    const job = data.jobs[100];
    expect(ids(await search('jobs', job.id.toLowerCase()))).toEqual([job.id]);
    const byClient = await search('jobs', 'WHITCOMBE gallery');
    expect(allFound(byClient, (j) => j.client_name.toLowerCase().includes('whitcombe gallery'))).toBe(true);
    expect(allFound(await search('jobs', 'office move'), (j) => j.job_type === 'Office Move')).toBe(true);
    const driverName = data.drivers[0].name.toUpperCase();
    expect(allFound(await search('jobs', driverName), (j) => j.driver_name === data.drivers[0].name)).toBe(true);
    expect(allFound(await search('jobs', 'zvx-101'), (j) => j.vehicle_reg === 'ZVX-101')).toBe(true);
  });

  it('jobs: not addresses or notes', async () => {
    expect(await search('jobs', data.jobs[0].pickup_address)).toEqual([]);
  });

  it('drivers: name, e-mail, licence number', async () => {
    const driver = data.drivers[3];
    expect(ids(await search('drivers', driver.name.toLowerCase()))).toContain(driver.id);
    expect(ids(await search('drivers', driver.email.toUpperCase()))).toEqual([driver.id]);
    expect(ids(await search('drivers', driver.license_number.toLowerCase()))).toEqual([driver.id]);
    expect(await search('drivers', driver.phone)).toEqual([]);
  });

  it('vehicles: registration, make, model, assigned driver', async () => {
    const assigned = data.vehicles.find((v) => v.driver_name)!;
    expect(ids(await search('vehicles', 'zvx-101'))).toEqual(['VEH-001']);
    expect(allFound(await search('vehicles', 'mercedes'), (v) => v.make === 'Mercedes-Benz')).toBe(true);
    expect((await search('vehicles', 'sprinter')).length).toBe(5);
    expect(ids(await search('vehicles', assigned.driver_name!))).toEqual([assigned.id]);
  });

  it('clients: company, contact, e-mail, type', async () => {
    const client = data.clients[20];
    expect(ids(await search('clients', client.company_name.toUpperCase()))).toEqual([client.id]);
    expect(ids(await search('clients', client.contact_name))).toContain(client.id);
    expect(ids(await search('clients', client.email))).toContain(client.id);
    const museums = await search('clients', 'museum');
    expect(museums.some((c) => c.client_type === 'museum')).toBe(true);
    expect(allFound(await search('clients', 'performing arts'), (c) => c.client_type === 'performing_arts')).toBe(true);
    expect(await search('clients', client.postcode)).toEqual([]);
  });

  it('invoices: id, client, services, status', async () => {
    const invoice = data.invoices[0];
    expect(ids(await search('invoices', invoice.id.toLowerCase()))).toEqual([invoice.id]);
    expect(ids(await search('invoices', invoice.client_name))).toEqual([invoice.id]);
    expect((await search('invoices', 'OVERDUE')).map((i) => i.status)).toEqual(['overdue', 'overdue', 'overdue', 'overdue']);
    const services = await search('invoices', 'white glove');
    expect(allFound(services, (i) => i.services.includes('White Glove Delivery'))).toBe(true);
  });

  it('warehouses: name, address, type, manager', async () => {
    expect(ids(await search('warehouses', 'london depot'))).toEqual(['WH-001']);
    expect(ids(await search('warehouses', 'nw10'))).toEqual(['WH-004']);
    expect(ids(await search('warehouses', 'specialist storage'))).toEqual(['WH-005']);
    expect(ids(await search('warehouses', 'sian roberts'))).toEqual(['WH-002']);
    expect(await search('warehouses', '24/7')).toEqual([]);
  });

  it('system alerts: title, type, vehicle, driver', async () => {
    const alert = data.systemAlerts[1];
    expect(ids(await search('systemAlerts', 'speed limit'))).toEqual(['ALT-001']);
    expect(ids(await search('systemAlerts', 'HARSH_BRAKING'))).toEqual(['ALT-005']);
    expect(ids(await search('systemAlerts', alert.vehicle))).toContain(alert.id);
    expect(ids(await search('systemAlerts', alert.driver))).toContain(alert.id);
    expect(await search('systemAlerts', 'north circular')).toEqual([]);
  });

  it('finds a record written after an earlier search', async () => {
    const written = freshProvider();
    await search('warehouses', 'glasgow', written);
    await create(written, 'warehouses', {
      name: 'Glasgow Annex',
      address: '1 Clyde Street, Glasgow G1 4LH',
      type: 'Regional Store',
      capacity: 900,
      manager: 'Iona Reid',
    });
    expect((await search('warehouses', 'glasgow', written)).map((w) => w.name)).toEqual(['Glasgow Annex']);
  });
});
