import { Component, type ReactNode } from 'react';
import { reloadOnChunkError } from './chunk-reload';
import { IncompatibleRemoteError } from './remote-compatibility';
import { RemoteIncompatible, RemoteUnavailable } from './remote-unavailable';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/** Third layer of fault isolation: a remote that throws while rendering only takes its own area down. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; incompatible: boolean }> {
  override state = { failed: false, incompatible: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, incompatible: error instanceof IncompatibleRemoteError };
  }

  override componentDidCatch(error: unknown) {
    console.error('a remote area failed', error);
    reloadOnChunkError(error);
  }

  private retry = () => {
    this.setState({ failed: false, incompatible: false });
    this.props.onRetry();
  };

  override render() {
    if (this.state.incompatible) return <RemoteIncompatible />;
    return this.state.failed ? <RemoteUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
