/**
 * Toasts, requested from anywhere and shown by the one toast area the UI layer mounts. A plain
 * publish/subscribe with no React, so the data layer and every area can raise one without importing
 * the UI; requests made before the toast area mounts wait for it.
 */
type ToastVariant = 'success' | 'error' | 'info' | 'warning' | 'default';

export interface ToastMessage {
  title: string;
  description?: string;
  /** 'error' is the specification's "destructive" toast. */
  variant?: ToastVariant;
}

type ToastListener = (toast: ToastMessage) => void;

const listeners = new Set<ToastListener>();
const waiting: ToastMessage[] = [];
const MAX_WAITING = 10;

/**
 * Shows a toast with a title and an optional line of text.
 *
 * @example showToast({ title: 'Validation Error', description: 'Please fill in all required fields', variant: 'error' })
 */
export function showToast(toast: ToastMessage): void {
  if (listeners.size === 0) {
    if (waiting.length < MAX_WAITING) waiting.push(toast);
    return;
  }
  for (const listener of [...listeners]) listener(toast);
}

/** Subscribes the toast area; it first receives any toast that was waiting. Returns the unsubscribe. */
export function onToast(listener: ToastListener): () => void {
  listeners.add(listener);
  for (const toast of waiting.splice(0)) listener(toast);
  return () => {
    listeners.delete(listener);
  };
}
