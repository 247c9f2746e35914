import { isDataError, type Session } from 'shared-contracts/contract';

import { DEMO_ACCOUNTS } from '../sample/sampleAccounts';
import { data, freshProvider, refusal } from './storeTestFixture';

const as = (role: Session['role']) => freshProvider({ session: () => DEMO_ACCOUNTS.find((account) => account.role === role)! });
const jobId = data.jobs[0].id;

describe('the sample provider, as each role', () => {
  it('lets a dispatcher change a job but refuses a vehicle, storing nothing', async () => {
    const provider = as('dispatcher');
    await provider.update('jobs', { id: jobId, data: { notes: 'Ring before arrival' } });
    expect((await provider.getOne('jobs', { id: jobId })).notes).toBe('Ring before arrival');

    const vehicle = data.vehicles[0];
    const error = await refusal(provider.update('vehicles', { id: vehicle.id, data: { mileage: vehicle.mileage + 10 } }));
    expect(isDataError(error, 'forbidden')).toBe(true);
    expect((error as Error).message).toBe('Your role may not update vehicles');
    expect((await provider.getOne('vehicles', { id: vehicle.id })).mileage).toBe(vehicle.mileage);
  });

  it('lets a viewer read everything and change nothing', async () => {
    const provider = as('viewer');
    expect((await provider.getList('invoices', { perPage: 1 })).total).toBe(45);
    const error = await refusal(provider.update('clients', { id: 'CLI-001', data: { company_name: 'Renamed' } }));
    expect(isDataError(error, 'forbidden')).toBe(true);
    expect((await provider.getOne('clients', { id: 'CLI-001' })).company_name).not.toBe('Renamed');
  });

  it('refuses a role the reads it is not given', async () => {
    expect(isDataError(await refusal(as('dispatcher').getList('invoices', {})), 'forbidden')).toBe(true);
    expect(isDataError(await refusal(as('fleet_manager').aggregate('jobs', {})), 'forbidden')).toBe(true);
  });

  it('asks for the named action a status is: finance sends an invoice, a dispatcher may not resolve an alert', async () => {
    const draft = data.invoices.find((invoice) => invoice.status === 'draft')!;
    await as('finance').update('invoices', { id: draft.id, data: { status: 'sent' } });
    const alert = data.systemAlerts.find((one) => one.status === 'active')!;
    expect((await refusal(as('dispatcher').update('systemAlerts', { id: alert.id, data: { status: 'resolved' } }))) as Error).toMatchObject(
      {
        message: 'Your role may not resolve systemAlerts',
      },
    );
  });

  it('says who is signed in', async () => {
    await expect(as('fleet_manager').getSession!()).resolves.toEqual({
      email: 'fleet@zorvex-logistics.co.uk',
      name: 'Femi Adeyemi',
      role: 'fleet_manager',
    });
    await expect(freshProvider().getSession!()).resolves.toEqual({
      email: 'admin@zorvex-logistics.co.uk',
      name: 'Admin User',
      role: 'admin',
    });
  });
});
