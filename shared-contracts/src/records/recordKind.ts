/**
 * How a record kind is declared: each field once, with its type, its label, its checks, whether a create or an update
 * sets it, whether lists search, sort and export it, and its column. Plain data with no zod, so that a page that only
 * reads can hold it: the data layer builds the kind's zod schema from it with the first write or form
 * (shared-contracts/data's entitySchemaOf), the API its table description and route schemas, and the test of the
 * migrations holds each table to it. The TypeScript types of a record, its create and its change come from it too.
 */
import type { Resource } from 'shared-contracts/contract';

/** How a field's value reads and is checked. */
type FieldType = 'text' | 'email' | 'phone' | 'url' | 'date' | 'time' | 'number' | 'boolean' | 'choice' | 'reference';

/** A stored field's column, as PostgreSQL's information_schema names its type. */
export type ColumnType = 'text' | 'double precision' | 'boolean' | 'integer' | 'bigint';

/** What every field may say, whatever its type. */
interface FieldOptions<T> {
  /** Who may set it: `true` a create and an update, `'update'` an update only; without it, the record's rules or its reads work it out. */
  input?: true | 'update';
  /** A create without it is refused ("… is required"). */
  required?: boolean;
  /** What a create stores when it is left empty. */
  default?: T;
  /** Holds null for none. */
  nullable?: boolean;
  /** Left out of the record when it has none (its type has it optional); its column may be NULL. */
  optional?: boolean;
  /** Not stored: reads work it out from other records (it has no column). */
  computed?: boolean;
  /** A list may be sorted by it. */
  sort?: boolean;
  /** A list's CSV writes it, under its label (true) or this header. */
  csv?: true | string;
  /** Its column's type, where it is not its type's own (text; double precision for numbers; boolean). */
  column?: ColumnType;
}

interface TextChecks {
  maxLength?: number;
  /** Stored in capitals. */
  upperCase?: boolean;
  /** Only a new record's value must match (a registration's format: the older records hold others). */
  newRecordFormat?: { pattern: RegExp; message: string };
}

interface NumberChecks {
  integer?: boolean;
  min?: number;
  /** The largest value, or how the day's clock gives it (a vehicle's year: next year at most). */
  max?: number | ((now: Date) => number);
}

interface DateChecks {
  /** Words accepted besides a yyyy-mm-dd date ("Details not held"). */
  alsoAllow?: readonly string[];
}

/** A field's whole description, as the builders below make it. */
export interface FieldSpec<T = unknown> extends FieldOptions<T>, TextChecks, NumberChecks, DateChecks {
  type: FieldType;
  /** What the form shows beside it; its messages name it so ("Pickup Date is required"). */
  label: string;
  /** A choice's values. */
  choices?: readonly T[];
}

declare const VALUE: unique symbol;

/** A field whose value is a `T`, described by the options `O` it was declared with. */
export type Field<T, O = object> = FieldSpec<T> & O & { readonly [VALUE]?: T };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any value: its checks take values of its own type
type AnyField = Field<any>;

// The return type's NoInfer: a field's options are read from its arguments only, never from where the field is put.
function field<T, O>(type: FieldType, label: string, options: O | undefined, extra: Partial<FieldSpec<T>> = {}): Field<T, NoInfer<O>> {
  return { type, label, ...extra, ...options } as Field<T, O>;
}

/* The builders. Options are read as written (`const`), so the record's types know which fields are required, nullable… */

export const text = <const O extends FieldOptions<string> & TextChecks = object>(label: string, options?: O) =>
  field<string, O>('text', label, options);
export const email = <const O extends FieldOptions<string> = object>(label: string, options?: O) =>
  field<string, O>('email', label, options);
/** A telephone number as people write it: digits with spaces, brackets, hyphens and a leading +, at least 7 digits. */
export const phone = <const O extends FieldOptions<string> = object>(label: string, options?: O) =>
  field<string, O>('phone', label, options);
/** A web address (http or https). */
export const url = <const O extends FieldOptions<string> = object>(label: string, options?: O) => field<string, O>('url', label, options);
/** A yyyy-mm-dd calendar date. */
export const date = <const O extends FieldOptions<string> & DateChecks = object>(label: string, options?: O) =>
  field<string, O>('date', label, options);
/** HH:MM. */
export const time = <const O extends FieldOptions<string> = object>(label: string, options?: O) => field<string, O>('time', label, options);
export const number = <const O extends FieldOptions<number> & NumberChecks = object>(label: string, options?: O) =>
  field<number, O>('number', label, options);
export const boolean = <const O extends FieldOptions<boolean> = object>(label: string, options?: O) =>
  field<boolean, O>('boolean', label, options);
/** One of a fixed list (text, or numbers: a VAT rate). */
export const choice = <T extends string | number, const O extends FieldOptions<NoInfer<T>> = object>(
  label: string,
  choices: readonly T[],
  options?: O,
) => field<T, O>('choice', label, options, { choices });
/** Another record's id; whether it exists is for the record's rules to say. */
export const reference = <const O extends FieldOptions<string> = object>(label: string, options?: O) =>
  field<string, O>('reference', label, options);

/** A search looks in a field's text, or in what `as` says of its value (a client type's label). */
type SearchPart<F> = (keyof F & string) | { field: keyof F & string; as: (value: never) => string };

type Fields = Readonly<Record<string, AnyField>>;

/** Any kind of record, as code that reads every kind sees it. */
export interface AnyRecordKind {
  resource: Resource;
  fields: Fields;
  /** What a list's search looks in, in the order the search text joins them (and the migration's search_text column). */
  search: readonly SearchPart<Fields>[];
  /** How messages name a field, where not by its label (the specification's "mot expiry is required"). */
  messageName?: (field: string) => string;
}

/** One kind of record: its fields, in the order a create's form asks for them (its messages come in that order). */
export interface RecordKind<F extends Fields> extends AnyRecordKind {
  fields: F;
  search: readonly SearchPart<F>[];
}

/**
 * Declares one kind of record.
 *
 * @example
 * export const WAREHOUSE_RECORD = recordKind('warehouses', {
 *   name: text('Facility Name', { input: true, required: true, sort: true }), …
 * }, { search: ['name', 'address', 'type', 'manager'] });
 */
export function recordKind<const F extends Fields>(
  resource: Resource,
  fields: F,
  more: Omit<RecordKind<F>, 'resource' | 'fields'>,
): RecordKind<F> {
  return { resource, fields, ...more };
}

/* The TypeScript types a kind's declaration gives. */

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type FieldsOf<K> = K extends RecordKind<infer F> ? F : never;
type ValueOf<F> = F extends { readonly [VALUE]?: infer T } ? Exclude<T, undefined> : never;
type Value<F> = F extends { nullable: true } ? ValueOf<F> | null : ValueOf<F>;
type Is<F, O> = F extends O ? true : false;

type Keys<F, With, Without = never> = {
  [K in keyof F]: Is<F[K], With> extends true ? (Is<F[K], Without> extends true ? never : K) : never;
}[keyof F];

type Always<F, K extends keyof F> = { -readonly [P in K]: Value<F[P]> };
type Maybe<F, K extends keyof F> = { -readonly [P in K]?: Value<F[P]> };

/** A record as stored: every field that is not worked out by reads; an optional one may be left out. */
export type StoredOf<K> = Simplify<
  Always<FieldsOf<K>, Keys<FieldsOf<K>, AnyField, { computed: true } | { optional: true }>> &
    Maybe<FieldsOf<K>, Keys<FieldsOf<K>, { optional: true }, { computed: true }>>
>;

/** What a create takes: its required fields, and those it may leave to their defaults. */
export type CreateOf<K> = Simplify<
  Always<FieldsOf<K>, Keys<FieldsOf<K>, { input: true; required: true }>> &
    Maybe<FieldsOf<K>, Keys<FieldsOf<K>, { input: true }, { required: true }>>
>;

/** The fields a create may leave empty, each with what it stores then (`defaultsOf`'s answer). */
export type DefaultsOf<K> = Simplify<Always<FieldsOf<K>, Keys<FieldsOf<K>, { default: unknown }>>>;

/** What an update takes: any of the fields a create sets, and those only an update sets. */
export type ChangeOf<K> = Simplify<Maybe<FieldsOf<K>, Keys<FieldsOf<K>, { input: true } | { input: 'update' }>>>;
