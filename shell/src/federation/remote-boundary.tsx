import { Component, type ErrorInfo, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  /** Shown instead of the children after they throw; gets a reset that renders them again. */
  fallback: (reset: () => void) => ReactNode;
  /** Changing this (e.g. the location) clears a caught error. */
  resetKey: string;
  children: ReactNode;
}

interface RemoteBoundaryState {
  failedAt: string | null;
}

/** Catches a remote that throws while rendering, so only its section is lost, never the page. */
export class RemoteBoundary extends Component<RemoteBoundaryProps, RemoteBoundaryState> {
  override state: RemoteBoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<RemoteBoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[section] a remote section failed to render', error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
  }

  override componentDidUpdate(prev: RemoteBoundaryProps): void {
    if (this.state.failedAt !== null && prev.resetKey !== this.props.resetKey) this.setState({ failedAt: null });
  }

  private reset = () => this.setState({ failedAt: null });

  override render() {
    return this.state.failedAt !== null ? this.props.fallback(this.reset) : this.props.children;
  }
}
