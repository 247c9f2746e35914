import { type Client, clientTypeLabel, type PaletteCommand, routes } from 'shared-contracts/contract';

/** What a clients search looks in: company, contact, e-mail and type (its value and its label). */
export const clientSearchFields = (client: Client) => [
  client.company_name,
  client.contact_name,
  client.email,
  client.client_type,
  clientTypeLabel(client.client_type),
];

/** A client found from the command palette. */
export const clientPaletteCommand = (client: Client): PaletteCommand => ({
  title: client.company_name,
  detail: client.id,
  route: routes.clients.detail(client.id),
});
