import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
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
  const isLoadError = error instanceof ApiError;
  useEffect(() => {
    if (!isLoadError) reportCrash(error);
  }, [error, isLoadError]);

  const retry = () => {
    reset();
    void router.invalidate();
  };
  if (isLoadError) return <LoadError error={error} onRetry={retry} minH="60vh" />;
  return <CrashScreen onReload={retry} />;
}
