import { Component, type ReactNode } from 'react';
import { reloadOnChunkError } from '../remotes/chunk-reload';
import { StatusPage } from './not-found-page';

export function ErrorPage({ status = 500, message = 'Error' }: { status?: number; message?: string }) {
  return <StatusPage status={status} message={message} homeLink={status === 404} />;
}

function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** Route errors of the shell's own pages: status and message, 500 'Error' when the error says nothing. */
export class RouteErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  // Leaving the page that failed clears the error, without remounting the layout around every page.
  override componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined, failed: false });
  }

  override componentDidCatch(error: unknown) {
    console.error('route error', error);
    reloadOnChunkError(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { error } = this.state;
    const status = statusOf(error);
    const message = status && error instanceof Error && error.message ? error.message : undefined;
    return <ErrorPage status={status} message={message} />;
  }
}
