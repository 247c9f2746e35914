import type { FormValues } from './formInput';
import type { RecordForm } from './useRecordForm';

interface TextFieldOptions {
  required?: boolean;
  /** The input's type: 'email', 'number', 'date'… */
  type?: string;
  /** The hint under the field while it has no error. */
  helperText?: string;
}

/**
 * The props that bind a TextField to one field of a form: its id and label, its value and change, and its
 * error under it (the provider's message, once a save is refused).
 *
 * @example const field = bindTextFields(form, CLIENT_FIELD_LABELS, fieldId); … <TextField {...field('email', { required: true, type: 'email' })} />
 */
export function bindTextFields<V extends FormValues, F extends keyof V & string>(
  form: Pick<RecordForm<V, unknown>, 'values' | 'errors' | 'setValue'>,
  labels: Readonly<Record<F, string>>,
  fieldId: (field: F) => string,
) {
  return (field: F, { required = false, type, helperText }: TextFieldOptions = {}) => ({
    id: fieldId(field),
    name: field,
    label: labels[field],
    value: form.values[field],
    onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value as V[F]),
    error: Boolean(form.errors[field]),
    helperText: form.errors[field] ?? helperText,
    required,
    fullWidth: true,
    ...(type ? { type } : {}),
  });
}
