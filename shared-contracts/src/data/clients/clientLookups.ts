import { type PaletteCommand, routes } from 'shared-contracts/contract';
import type { Client } from 'shared-contracts/records';

/** A client found from the command palette. */
export const clientPaletteCommand = (client: Client): PaletteCommand => ({
  title: client.company_name,
  detail: client.id,
  route: routes.clients.detail(client.id),
});
