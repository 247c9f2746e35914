import { readFileSync } from 'node:fs';

import { type Download, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

export const INVOICE_SEARCH = 'Search invoices...';

/** The invoice table's rows that hold an invoice (not the header row). */
export const invoiceRows = (page: Page) =>
  page
    .getByRole('grid')
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });

/** The invoice table's title, e.g. "All Invoices (45)". */
export const invoiceTableTitle = (page: Page) => page.getByRole('heading', { level: 2, name: /^(All Invoices|Invoices for .+) \(\d+\)$/ });

/** The number in a heading such as "All Invoices (45)". */
export async function countIn(heading: Locator): Promise<number> {
  return Number(/\((\d+)\)$/.exec((await heading.textContent())!)![1]);
}

/** The invoice id a row shows. */
export async function invoiceIdOf(row: Locator): Promise<string> {
  const text = await row.getByRole('gridcell').first().textContent();
  const id = /ZRV\d{11,}/.exec(text ?? '')?.[0];
  if (!id) throw new Error(`No invoice id in "${text}"`);
  return id;
}

/** One of the four cards above the invoice table. */
export const invoiceFigure = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Invoice figures' })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

/** Today as the invoice ids write it: yyyymmdd. */
export function compactToday(): string {
  const now = new Date();
  return `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
}

/** "£1,234.50" → 1234.5 */
export const pounds = (text: string) => Number(text.replace(/[£,\s]/g, ''));

/** Clicks and returns the download the click starts. */
export async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** A downloaded PNG, decoded. */
export async function decodedPng(download: Download): Promise<PNG> {
  return PNG.sync.read(readFileSync((await download.path())!));
}

/** Share of a PNG's pixels that are not white. */
export function inkShare(png: PNG): number {
  let ink = 0;
  for (let i = 0; i < png.data.length; i += 4) if (png.data[i] < 250 || png.data[i + 1] < 250 || png.data[i + 2] < 250) ink += 1;
  return ink / (png.width * png.height);
}

/** The colour of one pixel as [r, g, b]. */
export function pixel(png: PNG, x: number, y: number): [number, number, number] {
  const i = (y * png.width + x) * 4;
  return [png.data[i], png.data[i + 1], png.data[i + 2]];
}

/** A downloaded PDF, decoded: its page count and the text of each page. */
export async function decodedPdf(download: Download): Promise<{ pages: number; text: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(readFileSync((await download.path())!));
  const document = await pdfjs.getDocument({ data, verbosity: 0 }).promise;
  const text: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await document.destroy();
  return { pages: document.numPages, text };
}
