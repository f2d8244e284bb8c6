import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { ApiError } from '@/src/lib/api-error';
import { LoadError } from './load-error';

export interface PageErrorProps extends ErrorComponentProps {
  /** What failed, for the error text: "Could not load {what}." */
  what: string;
  /** Shown instead of the error for a 404 (an unknown id, or one outside the user's scope). */
  notFound?: ReactNode;
  /** Shown above the error: the page's own header, where it does not depend on the data. */
  header?: ReactNode;
}

/**
 * A page route's `errorComponent` (ARCHITECTURE.md §3): a failed load of the route's loader, or of
 * a `useSuspenseQuery` of its page (a school switch asks for new keys), shows the error with Retry,
 * or `notFound` for a 404. Retry runs the loader again (`router.invalidate`), which fetches what
 * failed. Anything that is not a failed load is a bug: re-thrown to the role group's error
 * component, which reports it and shows the crash screen.
 */
export function PageError({ error, what, notFound, header }: PageErrorProps) {
  const router = useRouter();
  const queryErrors = useQueryErrorResetBoundary();
  // The page's suspense queries may mount again (after Retry) instead of re-throwing their old error.
  useEffect(() => queryErrors.reset(), [queryErrors]);
  if (!(error instanceof ApiError)) throw error;
  return (
    <>
      {header}
      <LoadError error={error} what={what} notFound={notFound} onRetry={() => void router.invalidate()} />
    </>
  );
}
