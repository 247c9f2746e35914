import { type PaletteCommand, routes } from 'shared-contracts/contract';
import type { Invoice } from 'shared-contracts/records';

/** An invoice found from the command palette. */
export const invoicePaletteCommand = (invoice: Invoice): PaletteCommand => ({
  title: invoice.id,
  detail: invoice.client_name,
  route: routes.invoices.detail(invoice.id),
});
