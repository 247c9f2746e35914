/**
 * A list's CSV, described column by column: each column says which CSV fields its cell shows, and one
 * writer turns rows into those fields. Plain TypeScript with no grid, so rows from anywhere (the page in
 * memory, or a whole result fetched for the export) are written the same way.
 */
type CsvValue = string | number | null | undefined;

/** One CSV column: its header and what a row writes under it. */
export interface CsvField<R> {
  header: string;
  value: (row: R) => CsvValue;
}

/**
 * What a list column writes: one value under the column's own header, or one field per fact where
 * its cell shows several (a vehicle's registration, make and model).
 */
export type ColumnCsv<R> = ((row: R) => CsvValue) | readonly CsvField<R>[];

interface CsvColumn<R> {
  field: string;
  headerName?: string;
  csv?: ColumnCsv<R>;
}

/**
 * The CSV fields of a list's columns, in column order; a column without `csv` (its actions) writes none.
 *
 * @example csvFieldsOf([{ field: 'registration', headerName: 'Vehicle', csv: [{ header: 'Registration', value: (v) => v.registration }, …] }])
 */
export function csvFieldsOf<R>(columns: readonly CsvColumn<R>[]): CsvField<R>[] {
  return columns.flatMap(({ field, headerName, csv }) => {
    if (csv === undefined) return [];
    return typeof csv === 'function' ? [{ header: headerName ?? field, value: csv }] : [...csv];
  });
}

// A spreadsheet runs a cell starting with one of these as a formula (CSV injection): it gets a leading quote.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The rows as CSV text (RFC 4180: a header line, CRLF line ends, quotes where needed).
 *
 * @example writeCsv(vehicles, csvFieldsOf(vehicleColumns())) // 'Registration,Make,Model,…\r\nZVX-101,Ford,Transit 350 L3H3,…'
 */
export function writeCsv<R>(rows: readonly R[], fields: readonly CsvField<R>[]): string {
  const lines = [fields.map((field) => csvCell(field.header)).join(',')];
  for (const row of rows) lines.push(fields.map((field) => csvCell(field.value(row))).join(','));
  return lines.join('\r\n');
}
