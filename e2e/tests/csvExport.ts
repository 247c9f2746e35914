import { readFileSync } from 'node:fs';

import { expect, type Locator, type Page } from '@playwright/test';

/** The cells of a CSV text (RFC 4180: a quoted cell may hold commas, doubled quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted || (char !== ',' && char !== '\n' && char !== '\r')) cell += char;
    else if (char === ',') endCell();
    else if (char === '\n') {
      endCell();
      rows.push(row);
      row = [];
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

export interface ExportedCsv {
  fileName: string;
  header: string[];
  /** Each data row, by header. */
  records: Record<string, string>[];
}

/**
 * Clicks Export CSV in `list` (a list's region, or the page when it holds one list) and reads the file it downloads.
 *
 * @example const { header, records } = await exportCsv(page);
 */
export async function exportCsv(page: Page, list: Locator | Page = page): Promise<ExportedCsv> {
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: 'Export CSV' }).click()]);
  const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''));
  return {
    fileName: download.suggestedFilename(),
    header,
    records: rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index]]))),
  };
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Checks that the CSV carries what a list shows: `fields` names, for each column the list shows but Actions, the CSV
 * fields its cells go to, and each of those must be text the cell of the same row shows (letter case aside: a badge may
 * show capitals). A field listing several items ("MOT Expired; Service Overdue") may show some and say "+n more".
 */
export async function expectCsvCarriesRows(list: Locator, csv: ExportedCsv, fields: Record<string, readonly string[]>, rows = 3) {
  const headers = (await list.getByRole('columnheader').allInnerTexts()).map(oneLine);
  expect(
    headers.filter((header) => header !== 'Actions'),
    'every column shown goes to the CSV',
  ).toEqual(Object.keys(fields));
  expect(csv.header).toEqual(Object.values(fields).flat());
  const gridRows = list.getByRole('row').filter({ has: list.page().getByRole('gridcell') });
  for (let index = 0; index < rows; index++) {
    await expect(gridRows.nth(index)).toBeVisible();
    const cells = (await gridRows.nth(index).getByRole('gridcell').allInnerTexts()).map((text) => oneLine(text).toLowerCase());
    for (const [column, columnFields] of Object.entries(fields)) {
      const shown = cells[headers.indexOf(column)];
      for (const field of columnFields) {
        const items = csv.records[index][field].toLowerCase().split('; ');
        const missing = items.filter((item) => !shown.includes(item));
        expect(items[0], `row ${index + 1}: ${field} is empty`).not.toBe('');
        expect(missing.length, `row ${index + 1}: ${column} shows "${shown}", the CSV's ${field} "${items.join('; ')}"`).toBeLessThan(
          items.length,
        );
        if (missing.length > 0) expect(shown).toContain(`+${missing.length} more`);
      }
    }
  }
}
