import { addDays } from 'shared-contracts/domain';
import { type Client, CREDIT_LIMIT_RANGE, PAYMENT_TERMS } from 'shared-contracts/records';

import { CLIENT_TEMPLATES, type ClientTemplate } from './clientTemplates';
import type { Rng } from './random';
import { FIRST_NAMES, JOB_TITLES, LAST_NAMES } from './ukNames';
import { randomAddress, randomLandline, randomMobile, UK_TOWNS, type UkTown } from './ukPlaces';

const SAMPLE_CLIENT_COUNT = 387;

const townByName = new Map(UK_TOWNS.map((town) => [town.city, town]));

function client(
  rng: Rng,
  today: Date,
  id: string,
  template: ClientTemplate,
  companyName: string,
  town: UkTown,
  terms = template.payment_terms,
): Client {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const address = randomAddress(rng, town);
  const steps = (CREDIT_LIMIT_RANGE.max - CREDIT_LIMIT_RANGE.min) / 5000;
  return {
    id,
    company_name: companyName,
    contact_name: `${first} ${last}`,
    contact_title: rng.pick(JOB_TITLES),
    email: `${first[0]}.${last}`.toLowerCase() + `@${template.domain}`,
    phone: randomLandline(rng, town),
    mobile: randomMobile(rng),
    address: address.street,
    city: address.city,
    postcode: address.postcode,
    country: 'United Kingdom',
    client_type: template.client_type,
    status: 'active',
    payment_terms: terms,
    credit_limit: CREDIT_LIMIT_RANGE.min + rng.int(0, steps) * 5000,
    website: `https://www.${template.domain}`,
    notes: template.notes ?? '',
    created_at: addDays(today, -rng.int(90, 2400)).toISOString(),
  };
}

/**
 * The 14 template clients, then copies numbered up to `count`: copy n repeats template
 * (n - 1) mod 14 as a branch in another town, e.g. "Whitcombe Gallery (Bath)".
 */
export function generateClients(rng: Rng, today: Date, count = SAMPLE_CLIENT_COUNT): Client[] {
  const clients: Client[] = [];
  for (let n = 1; n <= count; n++) {
    const templateIndex = (n - 1) % CLIENT_TEMPLATES.length;
    const template = CLIENT_TEMPLATES[templateIndex];
    const home = townByName.get(template.city) ?? UK_TOWNS[0];
    const id = `CLI-${String(n).padStart(3, '0')}`;
    if (n <= CLIENT_TEMPLATES.length) {
      clients.push(client(rng, today, id, template, template.company_name, home));
      continue;
    }
    const branches = UK_TOWNS.filter((town) => town !== home);
    const copy = Math.floor((n - 1) / CLIENT_TEMPLATES.length) - 1;
    const town = branches[(copy + templateIndex) % branches.length];
    const round = Math.floor(copy / branches.length);
    const name = `${template.company_name} (${town.city}${round ? ` ${round + 1}` : ''})`;
    clients.push(client(rng, today, id, template, name, town, rng.pick(PAYMENT_TERMS)));
  }
  return clients;
}
