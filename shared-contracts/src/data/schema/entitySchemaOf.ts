import { type AnyRecordKind, type CreateOf, defaultsOf, type FieldSpec, messageNameOf } from 'shared-contracts/records';

import type { EntitySchema } from './entitySchema';
import { boolean, email, type FieldSchema, isoDate, number, oneOf, phone, reference, text, time, webAddress } from './fields';

/** A field's zod schema, from its declaration; `name` is how its messages call it, `now` the day's clock. */
function fieldSchema(spec: FieldSpec, name: string, now: Date): FieldSchema {
  const required = spec.required ?? false;
  switch (spec.type) {
    case 'text':
      return text(name, { required, maxLength: spec.maxLength, upperCase: spec.upperCase });
    case 'email':
      return email(name, { required });
    case 'phone':
      return phone(name, { required });
    case 'url':
      return webAddress(name, { required });
    case 'date':
      return isoDate(name, { required, alsoAllow: spec.alsoAllow });
    case 'time':
      return time(name, { required });
    case 'number':
      return number(name, {
        required,
        integer: spec.integer,
        min: spec.min,
        max: typeof spec.max === 'function' ? spec.max(now) : spec.max,
      });
    case 'boolean':
      return boolean(name);
    case 'choice':
      return oneOf(name, (spec.choices ?? []) as readonly (string | number)[], { required });
    case 'reference':
      return reference(name, { required });
  }
}

/**
 * A kind's zod schema, as the store's rules and the API check writes with: the fields a create and an update set,
 * those only an update sets, the defaults and the checks only a new record must pass, all from its declaration.
 *
 * @example readNew(entitySchemaOf(JOB_RECORD), { job_type: 'Office Move' }, now) // { ok: false, errors: { client_id: … } }
 */
export function entitySchemaOf<K extends AnyRecordKind>(kind: K): EntitySchema<CreateOf<K>> {
  const fields = Object.entries(kind.fields) as [string, FieldSpec][];
  const shape = (input: FieldSpec['input'], now: Date) =>
    Object.fromEntries(
      fields.flatMap(([field, spec]) => (spec.input === input ? [[field, fieldSchema(spec, messageNameOf(kind, field), now)]] : [])),
    );
  const formats = fields.flatMap(([field, spec]) => (spec.newRecordFormat ? [[field, spec.newRecordFormat] as const] : []));
  return {
    fields: (now) => shape(true, now),
    stateFields: (now) => shape('update', now),
    defaults: defaultsOf<AnyRecordKind>(kind) as Partial<CreateOf<K>>,
    newRecordChecks:
      formats.length === 0
        ? undefined
        : Object.fromEntries(
            formats.map(([field, { pattern, message }]) => [field, (value: string) => (pattern.test(value) ? undefined : message)]),
          ),
  };
}
