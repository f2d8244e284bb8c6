import { useQueryClient } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-error';
import { LoadError } from '../load-error';
import { CrashScreen } from './crash-screen';
import { reportCrash } from './report-crash';

/**
 * The router's error component. A failed data load (an ApiError from a loader or guard) is not a
 * crash: it shows the error with Retry. Anything else is a rendering crash: reported once, then the
 * crash screen, whose Reload clears the error and renders the page again.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const isLoadError = error instanceof ApiError;
  useEffect(() => {
    if (!isLoadError) reportCrash(error);
  }, [error, isLoadError]);

  const retry = () => {
    // A crash is usually caused by an answer the page could not render; rendering the same cached
    // answer again would crash again. Reload drops the cached answers (the session stays), as a
    // page refresh would, so the page renders from fresh ones.
    if (!isLoadError) queryClient.removeQueries();
    reset();
    void router.invalidate();
  };
  if (isLoadError) return <LoadError error={error} onRetry={retry} minH="60vh" />;
  return <CrashScreen onReload={retry} />;
}
