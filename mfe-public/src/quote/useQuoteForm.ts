import { useCallback, useMemo, useState } from 'react';

import type { QuoteField } from './quoteRequest';
import { EMPTY_QUOTE_REQUEST, type QuoteRequest } from './quoteRequest';
import { type QuoteErrors, validateQuote } from './validateQuote';

/**
 * Quote form state. Every error comes from `validateQuote`; an error is shown
 * once the visitor has tried to send, or has left a field they typed in.
 */
export function useQuoteForm(today: string) {
  const [values, setValues] = useState<QuoteRequest>(EMPTY_QUOTE_REQUEST);
  const [left, setLeft] = useState<Partial<Record<QuoteField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);

  const errors = useMemo(() => validateQuote(values, today), [values, today]);
  const shownErrors = useMemo(() => {
    const shown: QuoteErrors = {};
    for (const [field, message] of Object.entries(errors) as [QuoteField, string][]) {
      if (attempted || (left[field] && values[field] !== '')) shown[field] = message;
    }
    return shown;
  }, [errors, attempted, left, values]);

  const setField = useCallback(<F extends QuoteField>(field: F, value: QuoteRequest[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const leaveField = useCallback((field: QuoteField) => setLeft((current) => ({ ...current, [field]: true })), []);
  const markAttempted = useCallback(() => setAttempted(true), []);
  /** Hides errors again but keeps what was typed (used on Cancel). */
  const clearErrors = useCallback(() => {
    setAttempted(false);
    setLeft({});
  }, []);
  const reset = useCallback(() => {
    setValues(EMPTY_QUOTE_REQUEST);
    clearErrors();
  }, [clearErrors]);

  // One object while nothing changes, so the fields (memoised) are not drawn again when the dialog opens.
  return useMemo(
    () => ({ values, errors, shownErrors, setField, leaveField, markAttempted, clearErrors, reset }),
    [values, errors, shownErrors, setField, leaveField, markAttempted, clearErrors, reset],
  );
}

export type QuoteForm = ReturnType<typeof useQuoteForm>;
