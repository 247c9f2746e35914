import { type ChangeEvent, useState } from 'react';
import type { FieldErrors } from 'shared-contracts/contract';
import { useFocusFirstError } from 'shared-contracts/ui';

/**
 * The state of a small form of text fields (a password, an invitation): each field's value, and its refusal until the
 * user changes that field. `refuse` shows a provider's ValidationError fields (the contract's checks, one source for
 * every provider and the form) and focuses the first field in error, in the form's order.
 *
 * @example const form = useFieldsForm(['email', 'name'], { email: '', name: '' }, (field) => `invite-${field}`); <TextField {...form.bind('email')} />
 */
export function useFieldsForm<Field extends string>(
  order: readonly Field[],
  initial: Record<Field, string>,
  fieldId: (field: Field) => string,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { formRef, refused } = useFocusFirstError(order, fieldId);

  const setValue = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return {
    values,
    errors,
    formRef,
    setValue,
    /** The props of a TextField for `field`: its id, value and change, and its error (else `hint`) under it. */
    bind: (field: Field, hint?: string) => ({
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(field, event.target.value),
      error: Boolean(errors[field]),
      helperText: errors[field] ?? hint,
    }),
    /** Shows each field's refusal (those of other fields are left out) and focuses the first. */
    refuse(fields: FieldErrors) {
      const shown = Object.fromEntries(order.filter((field) => fields[field]).map((field) => [field, fields[field]!.message]));
      setErrors(shown as Partial<Record<Field, string>>);
      refused();
    },
    reset() {
      setValues(initial);
      setErrors({});
    },
  };
}
