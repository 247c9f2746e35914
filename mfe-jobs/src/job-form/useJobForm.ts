import { useCallback, useMemo, useState } from 'react';
import { isFormDirty, validateJobForm, type JobFormErrors, type JobFormField, type JobFormValues } from './jobFormValues';

export interface JobFormState {
  values: JobFormValues;
  /** Shown once the user has tried to submit; they then follow every change. */
  errors: JobFormErrors;
  dirty: boolean;
  setValue: (field: JobFormField, value: string) => void;
  /** Validates; returns the errors (empty when the form may be sent). */
  validate: () => JobFormErrors;
  /** The form's new starting point (after a save). */
  reset: (values: JobFormValues) => void;
}

/** The job form's values, its one validation and whether it has changed. */
export function useJobForm(initial: JobFormValues): JobFormState {
  const [start, setStart] = useState(initial);
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);

  const errors = useMemo(() => (submitted ? validateJobForm(values) : {}), [submitted, values]);
  const setValue = useCallback((field: JobFormField, value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const validate = useCallback(() => {
    setSubmitted(true);
    return validateJobForm(values);
  }, [values]);
  const reset = useCallback((next: JobFormValues) => {
    setStart(next);
    setValues(next);
    setSubmitted(false);
  }, []);

  return { values, errors, dirty: isFormDirty(start, values), setValue, validate, reset };
}

