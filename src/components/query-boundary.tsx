import type { StackProps } from '@chakra-ui/react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';
import { ApiError } from '@/src/lib/api-error';
import { LoadError } from './load-error';

interface CatcherProps {
  children: ReactNode;
  render: (error: ApiError, retry: () => void) => ReactNode;
  onReset: () => void;
}

/**
 * Catches failed loads (ApiError) below it. Anything else is a bug: it is re-thrown so the crash
 * boundary shows the crash screen and reports it.
 */
class LoadErrorCatcher extends Component<CatcherProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!(error instanceof ApiError)) throw error;
    return this.props.render(error, this.retry);
  }
}

interface Props extends Omit<StackProps, 'children'> {
  children: ReactNode;
  /** The loading state: a skeleton in the shape of what is coming. */
  skeleton: ReactNode;
  /** What failed, for the error text: "Could not load {what}." */
  what: string;
  /** Shown instead of the error for a 404 (an unknown id, or one outside the teacher's classes). */
  notFound?: ReactNode;
  // The rest (spacing) goes to the error state.
}

/**
 * The three states of a suspense query: `skeleton` while loading, the children when loaded, and an
 * error with Retry (which refetches) when the load failed. Give it a `key` of what it shows (an id,
 * the school) so another one starts afresh instead of inheriting an error.
 *
 * For a part of a page that loads on its own (a tab, an opened unit, a side list). A whole page
 * loads in its route instead, with the route's pending and error components (ARCHITECTURE.md §3,
 * `page-error.tsx`).
 */
export function QueryBoundary({ children, skeleton, what, notFound, ...errorProps }: Props) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <LoadErrorCatcher
          onReset={reset}
          render={(error, retry) => <LoadError error={error} what={what} notFound={notFound} onRetry={retry} {...errorProps} />}
        >
          <Suspense fallback={skeleton}>{children}</Suspense>
        </LoadErrorCatcher>
      )}
    </QueryErrorResetBoundary>
  );
}
