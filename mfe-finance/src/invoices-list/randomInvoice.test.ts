import type { Client } from 'shared-contracts/contract';
import { randomInvoiceInput } from './randomInvoice';

const clients = [
  { id: 'CLI-001', status: 'inactive' },
  { id: 'CLI-002', status: 'active' },
  { id: 'CLI-003', status: 'active' },
] as Pick<Client, 'id' | 'status'>[];

/** A fixed sequence standing in for Math.random. */
const sequence = (...values: number[]) => () => values.shift()!;

describe('randomInvoiceInput', () => {
  it('bills an active client for one service, £1,000 to £4,000 net, as a generated invoice', () => {
    // Active clients CLI-002, CLI-003: 0.6 picks the second; 13 services: 0 picks the first; 0.9 ≥ 0.4 means one service.
    expect(randomInvoiceInput(clients, sequence(0.6, 0, 0.9, 0))).toEqual({
      client_id: 'CLI-003',
      services: 'Art Transportation',
      amount: 1000,
      status: 'generated',
    });
  });

  it('sometimes adds a second, different service; the amount reaches £4,000 at most', () => {
    // 0.99 picks the last service; 0.1 < 0.4 adds a second; 0.99 of the 12 others is the last of them.
    expect(randomInvoiceInput(clients, sequence(0, 0.99, 0.1, 0.99, 0.99999))).toEqual({
      client_id: 'CLI-002',
      services: 'Commercial Delivery, Antique Transport',
      amount: 4000,
      status: 'generated',
    });
  });
});
