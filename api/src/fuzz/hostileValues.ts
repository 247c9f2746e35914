import fc from 'fast-check';

/** Names an object's prototype answers to: as a field, a sort, a filter key or a value they must read as plain text. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'] as const;

/** A value nested `depth` deep in arrays and objects, as JSON text. */
const nested = (depth: number) => `${'[{"a":'.repeat(depth)}1${'}]'.repeat(depth)}`;

/** Texts a database or a parser may choke on: NUL, half a character, control characters, SQL, very long text. */
export const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00y',
    '\uffff',
    '\u202e',
    "'; DROP TABLE jobs; --",
    '%',
    '_',
    '\\',
    '../..',
    '${x}',
    ...PROTOTYPE_KEYS,
  ),
  fc.constantFrom('x'.repeat(5001), 'y'.repeat(100_000), '\u00e9'.repeat(3000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** JSON values of every type, and the hostile ones: 1e308, -0, deep nesting, prototype keys, huge texts. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(1e308, -1e308, -0, 1.23e29, 2 ** 53 + 1, 0.1, -1, null, true, false, [], {}),
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    JSON.parse(nested(200)) as unknown,
    JSON.parse(`{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}`) as unknown,
  ),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), fc.oneof(fc.string(), fc.integer()), {
    maxKeys: 3,
  }),
);

/** Raw JSON text an object's entries make, keeping keys such as "__proto__" that an object literal would not. */
export const jsonObjectText = (entries: readonly (readonly [string, unknown])[]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

/** Bodies that are not an object of fields at all. */
export const hostileBodyText = fc.constantFrom(
  '',
  'null',
  '[]',
  '"text"',
  '1e308',
  '{',
  '{"a":',
  nested(5000),
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  `{"notes":"${'z'.repeat(70_000)}"}`,
);
