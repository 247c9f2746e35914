/** What the screens, the data layer and the API read of a kind's declaration. */
import type { AnyRecordKind, ColumnType, DefaultsOf, FieldSpec } from './recordKind';

type FieldName<K extends AnyRecordKind> = keyof K['fields'] & string;

const entries = (kind: AnyRecordKind) => Object.entries(kind.fields) as [string, FieldSpec][];

/**
 * Each field's label, as a form shows it.
 *
 * @example labelsOf(JOB_RECORD).pickup_date // 'Pickup Date'
 */
export function labelsOf<K extends AnyRecordKind>(kind: K): { readonly [F in FieldName<K>]: string } {
  return Object.fromEntries(entries(kind).map(([name, spec]) => [name, spec.label])) as { [F in FieldName<K>]: string };
}

/**
 * How the kind's messages name a field: its label, unless the kind words them otherwise.
 *
 * @example messageNameOf(VEHICLE_RECORD, 'mot_expiry') // 'mot expiry'
 */
export function messageNameOf<K extends AnyRecordKind>(kind: K, field: FieldName<K>): string {
  return kind.messageName ? kind.messageName(field) : kind.fields[field].label;
}

/** What a create stores for each field it may leave empty. */
export function defaultsOf<K extends AnyRecordKind>(kind: K): DefaultsOf<K> {
  return Object.fromEntries(
    entries(kind).flatMap(([name, spec]) => (spec.default === undefined ? [] : [[name, spec.default]])),
  ) as DefaultsOf<K>;
}

/**
 * The fields a list may be sorted by.
 *
 * @example sortFieldsOf(JOB_RECORD) // ['id', 'client_name', 'pickup_address', …]
 */
export const sortFieldsOf = (kind: AnyRecordKind): string[] => entries(kind).flatMap(([name, spec]) => (spec.sort ? [name] : []));

type CsvFieldName<K extends AnyRecordKind> = {
  [F in FieldName<K>]: K['fields'][F] extends { csv: true | string } ? F : never;
}[FieldName<K>];

/**
 * The header each exported field's CSV column is written under, by field: what a list's columns export.
 *
 * @example csvHeadersOf(JOB_RECORD).porter_count // 'Porters'
 */
export function csvHeadersOf<K extends AnyRecordKind>(kind: K): { readonly [F in CsvFieldName<K>]: string } {
  return Object.fromEntries(
    entries(kind).flatMap(([name, spec]) => (spec.csv ? [[name, spec.csv === true ? spec.label : spec.csv]] : [])),
  ) as { [F in CsvFieldName<K>]: string };
}

/**
 * A record's search texts, in the order the kind declares them (null and empty ones too: the search text leaves them out).
 *
 * @example searchValuesOf(CLIENT_RECORD, client) // ['Tate Modern', 'Ann Lee', 'ann@tate.org.uk', 'museum', 'Museum']
 */
export function searchValuesOf(kind: AnyRecordKind, record: Readonly<Record<string, unknown>>): (string | null | undefined)[] {
  return kind.search.map((part) =>
    typeof part === 'string' ? (record[part] as string | null | undefined) : part.as(record[part.field] as never),
  );
}

/** How a field's value travels: text, a number or true/false. */
export type ValueKind = 'text' | 'number' | 'boolean';

export function valueKindOf(spec: FieldSpec): ValueKind {
  if (spec.type === 'number' || (spec.type === 'choice' && typeof spec.choices?.[0] === 'number')) return 'number';
  return spec.type === 'boolean' ? 'boolean' : 'text';
}

/** How a form's text reads as a field's value: a number, another record's id (empty for none), true or false, or text. */
type InputKind = ValueKind | 'reference';

/**
 * How a form's inputs read as each field's value, for the form controllers (useCreateController's `kinds`).
 *
 * @example inputKindsOf(JOB_RECORD).porter_count // 'number'
 */
export function inputKindsOf(kind: AnyRecordKind): Readonly<Record<string, InputKind>> {
  return Object.fromEntries(entries(kind).map(([name, spec]) => [name, spec.type === 'reference' ? 'reference' : valueKindOf(spec)]));
}

const COLUMN_OF: Record<ValueKind, ColumnType> = { text: 'text', number: 'double precision', boolean: 'boolean' };

/**
 * A stored field's column: its type and whether it may be NULL; undefined for a field reads work out.
 *
 * @example columnOf(JOB_RECORD.fields.driver_id) // { type: 'text', nullable: true }
 * @internal exported for the API's test of the migrations (api/src/db/migrations.test.ts)
 */
export function columnOf(spec: FieldSpec): { type: ColumnType; nullable: boolean } | undefined {
  if (spec.computed) return undefined;
  return { type: spec.column ?? COLUMN_OF[valueKindOf(spec)], nullable: Boolean(spec.nullable || spec.optional) };
}
