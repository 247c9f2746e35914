import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a refused submit, once the field errors are on screen, focuses the first input in error in
 * the order the form lists them. Inputs carry the id `fieldId(field)`.
 *
 * @example const { formRef, refused } = useFocusFirstError(FIELD_ORDER, fieldId); … if (!saved) refused();
 */
export function useFocusFirstError<Field extends string>(order: readonly Field[], fieldId: (field: Field) => string) {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const first = order.find((field) => form?.querySelector(`#${fieldId(field)}[aria-invalid="true"]`));
    if (first) form?.querySelector<HTMLElement>(`#${fieldId(first)}`)?.focus();
  }, [refusals, order, fieldId]);
  const refused = useCallback(() => setRefusals((count) => count + 1), []);
  return { formRef, refused };
}
