import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { CrashScreen } from '../components/crash/crash-screen';
import { crashRecovered, reportCrash } from '../components/crash/report-crash';
import { LoadError } from '../components/load-error';
import { ApiError } from '../lib/api-error';
import { refreshDataAfterCrash } from './crash-recovery';

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

  const retry = async () => {
    await refreshDataAfterCrash();
    crashRecovered();
    reset();
    await router.invalidate();
  };
  if (isLoadError) return <LoadError error={error} onRetry={() => void retry()} minH="60vh" />;
  return <CrashScreen onReload={() => void retry()} />;
}
