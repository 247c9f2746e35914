import type { FormEvent } from 'react';
import { useFocusFirstError } from 'shared-contracts/ui';

/**
 * The form element's submit: saves (not again while a save is on its way: the busy submit button stays
 * focusable), then `onSaved` with the record, or focuses the first field in error in `order`.
 *
 * @example const { formRef, submit } = useFormSubmit(form, onSaved, FIELD_ORDER, fieldId); … <Box component="form" ref={formRef} onSubmit={submit}>
 */
export function useFormSubmit<T, Field extends string>(
  form: { busy: boolean; submit: () => Promise<T | undefined> },
  onSaved: (record: T) => void,
  order: readonly Field[],
  fieldId: (field: Field) => string,
) {
  const { formRef, refused } = useFocusFirstError(order, fieldId);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const saved = await form.submit();
    if (saved) onSaved(saved);
    else refused();
  };
  return { formRef, submit };
}
