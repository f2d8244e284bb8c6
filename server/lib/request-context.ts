/**
 * Where the current request came from, for code far below the route handler (the audit writer,
 * `server/access/audit.ts`) without passing it through every call: an AsyncLocalStorage entered
 * once per request. Code outside a request (the server's own jobs) finds no context: null.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export interface RequestContext {
  /** The client's address: `req.ip`, which honours `TRUST_PROXY` (the proxy's X-Forwarded-For only when trusted). */
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Enters the context for every request. In `preValidation`, after the body is parsed: the body's
 * stream events would otherwise run outside the context entered earlier (the reason
 * @fastify/request-context rebinds there), and everything that may write an audit row — the
 * route's guard, its handler — runs from here on.
 */
export function installRequestContext(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    storage.run({ ip: req.ip }, done);
  });
}

/** The current request's address, or null outside a request (a job). */
export function requestAddress(): string | null {
  return storage.getStore()?.ip ?? null;
}

/** Runs `fn` as if inside a request from `ip` (tests, and work a request hands on to be finished later). */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}
