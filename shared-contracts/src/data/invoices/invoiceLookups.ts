import { type Invoice, type PaletteCommand, routes } from 'shared-contracts/contract';

/** What an invoices search looks in: id, client, services and status. */
export const invoiceSearchFields = (invoice: Invoice) => [invoice.id, invoice.client_name, invoice.services, invoice.status];

/** An invoice found from the command palette. */
export const invoicePaletteCommand = (invoice: Invoice): PaletteCommand => ({
  title: invoice.id,
  detail: invoice.client_name,
  route: routes.invoices.detail(invoice.id),
});
