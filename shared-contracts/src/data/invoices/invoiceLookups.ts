import { type Invoice, type PaletteCommand, routes } from 'shared-contracts/contract';

/** An invoice found from the command palette. */
export const invoicePaletteCommand = (invoice: Invoice): PaletteCommand => ({
  title: invoice.id,
  detail: invoice.client_name,
  route: routes.invoices.detail(invoice.id),
});
