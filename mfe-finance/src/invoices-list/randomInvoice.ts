import type { Client, NewInvoiceInput } from 'shared-contracts/contract';

/** The services the specification's invoices show. */
const SERVICES = [
  'Art Transportation',
  'Gallery Installation',
  'Exhibition Setup',
  'Logistics Coordination',
  'Specialist Handling',
  'Storage Services',
  'White Glove Delivery',
  'Fine Art Transport',
  'Office Move',
  'House Move',
  'Event Equipment',
  'Antique Transport',
  'Commercial Delivery',
] as const;

/** Net amounts of invoices generated from the list, in whole pounds. */
const AMOUNT_RANGE = [1000, 4000] as const;

/** `random` returns a number in [0, 1), like Math.random. */
const pick = <T,>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];

/**
 * Generate Invoice on the list: a random active client, one or two services and a net amount of
 * £1,000 to £4,000, at the standard rate, status generated (no payment date or method).
 *
 * @example randomInvoiceInput(clients) // { client_id: 'CLI-042', services: 'Storage Services', amount: 2315, status: 'generated' }
 */
export function randomInvoiceInput(clients: readonly Pick<Client, 'id' | 'status'>[], random: () => number = Math.random): NewInvoiceInput {
  const active = clients.filter((client) => client.status === 'active');
  const client = pick(active.length > 0 ? active : clients, random);
  const first = pick(SERVICES, random);
  const second = random() < 0.4 ? pick(SERVICES.filter((service) => service !== first), random) : undefined;
  const [low, high] = AMOUNT_RANGE;
  return {
    client_id: client.id,
    services: second ? `${first}, ${second}` : first,
    amount: low + Math.floor(random() * (high - low + 1)),
    status: 'generated',
  };
}
