import { Component, type ReactNode } from 'react';
import type { AreaId } from 'shared-contracts';
import { AreaUnavailable } from './AreaUnavailable';

interface Props {
  area: AreaId;
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing area inside the content pane; the shell and other areas keep working. */
export class AreaErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`The ${this.props.area} area failed:`, error);
  }

  override render() {
    const { error } = this.state;
    if (error) return <AreaUnavailable area={this.props.area} error={error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
