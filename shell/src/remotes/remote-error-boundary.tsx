import { Component, type ReactNode } from 'react';
import { reloadOnChunkError } from './chunk-reload';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Third layer of fault isolation: a remote that throws while rendering only takes its own area down. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('a remote area failed', error);
    reloadOnChunkError(error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? <RemoteUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
