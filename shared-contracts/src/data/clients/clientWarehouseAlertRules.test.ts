import { NotFoundError, ValidationError } from 'shared-contracts/contract';

import { readAll } from '../query/readAll';
import { create, data, errorsWhenEmptied, fieldErrors, freshProvider, refusal, today, update } from '../store/storeTestFixture';

describe('clients, warehouses and system alerts', () => {
  const newClient = {
    company_name: 'Fenwick Arts Trust',
    client_type: 'fine_art_gallery' as const,
    contact_name: 'Ruth Fenwick',
    email: 'ruth@fenwickarts.org.uk',
    phone: '0191 498 0123',
  };

  it('adds a client with a CLI id from the time stamp, active, and cascades a rename', async () => {
    const provider = freshProvider();
    const client = await create(provider, 'clients', newClient);
    expect(client.id).toBe(`CLI${String(today.getTime() % 1_000_000).padStart(6, '0')}`);
    expect(client).toMatchObject({ status: 'active', payment_terms: 'net_30', client_type: 'fine_art_gallery' });
    const refused = (patch: object) => fieldErrors(provider.create('clients', { data: { ...newClient, ...patch } }));
    expect(await refused({ client_type: 'spaceport' })).toEqual({
      client_type: {
        code: 'invalid_value',
        message:
          'Client Type must be one of: art_gallery, auction_house, museum, media, property, private, events, retail, performing_arts, corporate, fine_art_gallery, private_collector, event_organizer, other',
      },
    });
    expect(await refused({ website: 'fenwick' })).toEqual({
      website: { code: 'invalid_format', message: 'Website must be a web address (https://…)' },
    });
    expect(
      await errorsWhenEmptied(provider, 'clients', newClient, ['company_name', 'contact_name', 'email', 'phone', 'client_type']),
    ).toEqual({
      company_name: { company_name: { code: 'required', message: 'Company Name is required' } },
      contact_name: { contact_name: { code: 'required', message: 'Contact Name is required' } },
      email: { email: { code: 'required', message: 'Email is required' } },
      phone: { phone: { code: 'required', message: 'Phone is required' } },
      client_type: { client_type: { code: 'required', message: 'Client Type is required' } },
    });
    const target = data.invoices[0].client_id;
    const { changed } = await provider.update('clients', { id: target, data: { company_name: 'New Name Ltd' } });
    expect(changed).toEqual(expect.arrayContaining(['clients', 'jobs', 'invoices']));
    const invoices = await readAll(provider, 'invoices', { filter: { client_id: target } });
    expect(new Set(invoices.map((i) => i.client_name))).toEqual(new Set(['New Name Ltd']));
    const jobs = await readAll(provider, 'jobs', { filter: { client_id: target } });
    expect(new Set(jobs.map((j) => j.client_name))).toEqual(new Set(['New Name Ltd']));
  });

  it('adds a warehouse and refuses more occupied than capacity', async () => {
    const provider = freshProvider();
    const input = {
      name: 'Leeds Store',
      address: '4 Canal Wharf, Leeds LS11 5PS',
      type: 'Regional Store' as const,
      capacity: 1000,
      manager: 'Ben Hall',
    };
    expect(await create(provider, 'warehouses', input)).toMatchObject({
      id: 'WH-006',
      status: 'operational',
      occupied: 0,
      last_inspection: '2025-08-21',
    });
    expect(await fieldErrors(provider.create('warehouses', { data: { ...input, occupied: 1001 } }))).toEqual({
      occupied: { code: 'too_big', message: 'Occupied space cannot exceed the capacity' },
    });
    expect(await fieldErrors(provider.update('warehouses', { id: 'WH-001', data: { capacity: 0 } }))).toEqual({
      capacity: { code: 'too_small', message: 'Capacity (m²) must be at least 1' },
    });
    const unknown = await refusal(provider.update('warehouses', { id: 'WH-404', data: { manager: 'x' } }));
    expect(unknown).toBeInstanceOf(NotFoundError);
    expect(unknown).toMatchObject({ kind: 'not-found', resource: 'warehouses', id: 'WH-404' });
  });

  it('raises and resolves a system alert', async () => {
    const provider = freshProvider();
    const alert = await create(provider, 'systemAlerts', {
      type: 'fuel_low',
      severity: 'low',
      title: 'Fuel below 10%',
      vehicle_id: 'VEH-001',
    });
    expect(alert).toMatchObject({ id: 'ALT-006', status: 'active', vehicle: 'ZVX-101', driver: '', timestamp: today.toISOString() });
    expect((await update(provider, 'systemAlerts', alert.id, { status: 'resolved' })).status).toBe('resolved');
    expect(await fieldErrors(provider.update('systemAlerts', { id: alert.id, data: { severity: 'critical' as never } }))).toEqual({
      severity: { code: 'invalid_value', message: 'Severity must be one of: high, medium, low' },
    });
  });

  it('rejects input that is not an object', async () => {
    const error = await refusal(freshProvider().create('clients', { data: null as never }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({
      kind: 'validation',
      fields: { input: { code: 'invalid_type', message: 'Expected an object of fields' } },
    });
  });
});
