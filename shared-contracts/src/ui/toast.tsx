import { enqueueSnackbar } from 'notistack';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning' | 'default';

export interface ToastMessage {
  title: string;
  description?: string;
  /** 'error' is the specification's "destructive" toast. */
  variant?: ToastVariant;
}

/**
 * Shows a toast with a title and an optional line of text.
 *
 * @example showToast({ title: 'Validation Error', description: 'Please fill in all required fields', variant: 'error' })
 */
export function showToast({ title, description, variant = 'default' }: ToastMessage): void {
  enqueueSnackbar(
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {description && <span>{description}</span>}
    </span>,
    { variant },
  );
}
