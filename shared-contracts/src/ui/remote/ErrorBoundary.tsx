import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of the children once they have thrown. */
  fallback: (error: Error) => ReactNode;
  /** Says what failed in the console, e.g. "The jobs area failed:". */
  label: string;
  children: ReactNode;
}

/**
 * Keeps a failure inside the part of the page that failed. Give it a new `key` to try again.
 *
 * @example <ErrorBoundary key={attempt} label="The map widget failed:" fallback={(error) => <Unavailable error={error} />}>…</ErrorBoundary>
 */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(this.props.label, error);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
