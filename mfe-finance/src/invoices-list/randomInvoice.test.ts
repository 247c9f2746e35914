import { createSampleProvider } from 'shared-contracts/data';
import type { Client } from 'shared-contracts/records';

import { FIXTURE_CLIENTS, fixtureProvider } from '../testing/financeFixture';
import { randomClientId, randomInvoiceInput } from './randomInvoice';

/** A fixed sequence standing in for Math.random. */
const sequence =
  (...values: number[]) =>
  () =>
    values.shift()!;
const EMPTY = { jobs: [], drivers: [], vehicles: [], invoices: [], warehouses: [], systemAlerts: [] };
const providerOf = (clients: Client[]) => createSampleProvider({ ...EMPTY, clients });

describe('randomInvoiceInput', () => {
  it('bills the client for one service, £1,000 to £4,000 net, as a generated invoice', () => {
    // 13 services: 0 picks the first; 0.9 ≥ 0.4 means one service; 0 is the lowest amount.
    expect(randomInvoiceInput('CLI-003', sequence(0, 0.9, 0))).toEqual({
      client_id: 'CLI-003',
      services: 'Art Transportation',
      amount: 1000,
      status: 'generated',
    });
  });

  it('sometimes adds a second, different service; the amount reaches £4,000 at most', () => {
    // 0.99 picks the last service; 0.1 < 0.4 adds a second; 0.99 of the 12 others is the last of them.
    expect(randomInvoiceInput('CLI-002', sequence(0.99, 0.1, 0.99, 0.99999))).toEqual({
      client_id: 'CLI-002',
      services: 'Commercial Delivery, Antique Transport',
      amount: 4000,
      status: 'generated',
    });
  });
});

describe('randomClientId', () => {
  // The fixture's active clients, by id: CLI-001 and CLI-002 (CLI-003 is inactive).
  it.each([
    [0, 'CLI-001'],
    [0.49, 'CLI-001'],
    [0.5, 'CLI-002'],
    [0.99, 'CLI-002'],
  ])('at %p picks %s of the active clients, reading one client only', async (random, id) => {
    const provider = fixtureProvider();
    const getList = jest.spyOn(provider, 'getList');
    expect(await randomClientId(provider, () => random)).toBe(id);
    expect(getList).toHaveBeenCalledTimes(1);
    expect(getList.mock.calls[0][1]).toMatchObject({ filter: { status: 'active' }, perPage: 1 });
  });

  it('picks any client when none is active', async () => {
    const inactive = FIXTURE_CLIENTS.map((client) => ({ ...client, status: 'inactive' }) as Client);
    expect(await randomClientId(providerOf(inactive), () => 0.99)).toBe('CLI-003');
  });

  it('refuses when there is no client at all', async () => {
    await expect(randomClientId(providerOf([]), () => 0)).rejects.toThrow('There is no client to bill');
  });
});
