import { systemApi } from '@/contract/client/system';
import { callEndpoint } from '@/src/lib/api-client';

/**
 * Whether a crash has been reported and the app not reloaded since. One crash often throws more
 * than once (React retries the render, a re-render of the crashed tree throws a new error object,
 * two boundaries see it): the person sees one crash screen, so the team gets one report.
 */
let crashShowing = false;

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    const text = error.stack?.includes(error.message) ? error.stack : `${head}\n${error.stack ?? ''}`;
    return text.slice(0, 20_000);
  }
  return String(error).slice(0, 20_000);
}

/**
 * Reports a rendering crash once (`POST /api/v1/error-report {error, path}`): further errors until
 * the person presses Reload belong to the same crash and are not sent again. Silent on failure: a
 * crash report must never crash.
 */
export function reportCrash(error: unknown) {
  if (crashShowing) return;
  crashShowing = true;
  const path = `${window.location.pathname}${window.location.search}`.slice(0, 2000);
  void callEndpoint(systemApi.errorReport, { body: { error: describeError(error), path } }).catch(() => undefined);
}

/** Reload pressed: the page renders again, and a crash after this is a new one to report. */
export function crashRecovered() {
  crashShowing = false;
}
