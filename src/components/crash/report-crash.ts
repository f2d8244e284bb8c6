import { api } from '../../../contract/api';
import { callEndpointLazy } from '../../lib/lazy-api';

const reported = new WeakSet<object>();

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    const text = error.stack?.includes(error.message) ? error.stack : `${head}\n${error.stack ?? ''}`;
    return text.slice(0, 20_000);
  }
  return String(error).slice(0, 20_000);
}

/**
 * Reports a rendering crash once (`POST /api/v1/error-report {error, path}`): the same error object
 * caught twice (React's development double-invocation, or two boundaries) is sent once. Silent on
 * failure: a crash report must never crash.
 */
export function reportCrash(error: unknown) {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const path = `${window.location.pathname}${window.location.search}`.slice(0, 2000);
  void callEndpointLazy(api.errorReport, { body: { error: describeError(error), path } }).catch(() => undefined);
}
