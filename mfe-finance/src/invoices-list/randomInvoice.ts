import type { DataProvider, Filter } from 'shared-contracts/contract';
import type { NewInvoiceInput } from 'shared-contracts/records';

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

const ACTIVE: Filter = { status: 'active' };

/** `random` returns a number in [0, 1), like Math.random. */
const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];

/**
 * The client of a generated invoice: a random active one (any client when none is active), read from the
 * provider as one count and one record at a random position, never the whole client list.
 *
 * @example await randomClientId(provider) // 'CLI-042'
 */
export async function randomClientId(provider: DataProvider, random: () => number = Math.random): Promise<string> {
  const [active] = await provider.aggregate('clients', { filter: ACTIVE });
  const filter = active?.count ? ACTIVE : undefined;
  const count = active?.count || ((await provider.aggregate('clients', {}))[0]?.count ?? 0);
  if (count === 0) throw new Error('There is no client to bill');
  const page = Math.floor(random() * count) + 1;
  const { data } = await provider.getList('clients', { filter, sort: 'id', order: 'asc', page, perPage: 1 });
  if (!data[0]) throw new Error(`No client at position ${page}`);
  return data[0].id;
}

/**
 * Generate Invoice on the list: one or two services and a net amount of £1,000 to £4,000 for the client,
 * at the standard rate, status generated (no payment date or method).
 *
 * @example randomInvoiceInput('CLI-042') // { client_id: 'CLI-042', services: 'Storage Services', amount: 2315, status: 'generated' }
 */
export function randomInvoiceInput(clientId: string, random: () => number = Math.random): NewInvoiceInput {
  const first = pick(SERVICES, random);
  const second =
    random() < 0.4
      ? pick(
          SERVICES.filter((service) => service !== first),
          random,
        )
      : undefined;
  const [low, high] = AMOUNT_RANGE;
  return {
    client_id: clientId,
    services: second ? `${first}, ${second}` : first,
    amount: low + Math.floor(random() * (high - low + 1)),
    status: 'generated',
  };
}
