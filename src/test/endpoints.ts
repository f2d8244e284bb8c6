import { api } from '@/contract/api';
import { apiError, interceptEndpoint } from '@/mocks/endpoint';
import { server } from '@/mocks/server';

/** Test controls over one endpoint, for any feature's page tests. The handlers set up before answer. */

/**
 * Makes one endpoint fail with `status` until `recover()` is called; counts the calls, so a test
 * can tell that Retry asked the server again.
 */
export function failEndpoint(name: keyof typeof api, status = 500) {
  const endpoint = api[name];
  let failing = true;
  let calls = 0;
  server.use(
    interceptEndpoint(endpoint, () => {
      calls += 1;
      if (failing) return apiError(status, status === 404 ? 'Not found.' : 'The server had a problem. Try again.');
      return undefined;
    }),
  );
  return {
    recover: () => {
      failing = false;
    },
    calls: () => calls,
  };
}

/** Holds one endpoint's answer until `release()`: lets a test look at the loading state. */
export function holdEndpoint(name: keyof typeof api) {
  const endpoint = api[name];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    interceptEndpoint(endpoint, async () => {
      await gate;
      return undefined;
    }),
  );
  return { release };
}

/** Records each request to one endpoint (body and `schoolid` header) and lets the fixtures answer. */
export function spyEndpoint(name: keyof typeof api) {
  const endpoint = api[name];
  const requests: { body: unknown; schoolId: string | null; url: string }[] = [];
  server.use(
    interceptEndpoint(endpoint, async ({ request }) => {
      // A POST without a body (a rollback, say) has nothing to read.
      const body =
        endpoint.method === 'GET'
          ? undefined
          : await request
              .clone()
              .json()
              .catch(() => undefined);
      requests.push({ body, schoolId: request.headers.get('schoolid'), url: request.url });
      return undefined;
    }),
  );
  return requests;
}
