/** What a form's inputs hold: text, or a switch's true/false. */
export type FormValues = Record<string, string | boolean>;

/** How a field's text reads as a value: `number` and `reference` read '' as none. */
export type FieldKind = 'text' | 'number' | 'reference' | 'boolean';

const read = (kind: FieldKind, value: string | boolean, emptyAs: undefined | null) => {
  if (typeof value === 'boolean' || kind === 'boolean') return value;
  const text = value.trim();
  if (kind === 'number') return text === '' ? emptyAs : Number(text);
  if (kind === 'reference') return text === '' ? emptyAs : text;
  return value;
};

/**
 * A new record's typed input from the form's text: numbers read as numbers, an empty number or reference
 * left out (the record takes its default). Fields not named in `kinds` are text.
 *
 * @example formInput({ year: '2024', make: 'Ford', driver_id: '' }, { year: 'number', driver_id: 'reference' })
 * // { year: 2024, make: 'Ford', driver_id: undefined }
 */
export function formInput<T>(values: FormValues, kinds: Partial<Record<string, FieldKind>>): T {
  return Object.fromEntries(Object.entries(values).map(([field, value]) => [field, read(kinds[field] ?? 'text', value, undefined)])) as T;
}

/**
 * An update's typed patch: only the fields the user changed, an emptied number or reference as null (cleared).
 *
 * @example formPatch({ porter_count: '3', notes: 'x' }, { porter_count: '2', notes: 'x' }, { porter_count: 'number' }) // { porter_count: 3 }
 */
export function formPatch<T>(values: FormValues, start: FormValues, kinds: Partial<Record<string, FieldKind>>): T {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([field, value]) => value !== start[field])
      .map(([field, value]) => [field, read(kinds[field] ?? 'text', value, null)]),
  ) as T;
}
