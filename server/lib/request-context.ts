/**
 * Where the current request came from, for code far below the route handler (the audit writer,
 * `server/access/audit.ts`) without passing it through every call: an AsyncLocalStorage entered
 * once per request. Code outside a request (the server's own jobs) finds no context: null.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Language, languageOf } from '../i18n/say';
import type { StreamTarget } from '../notifications/hub';

export interface RequestContext {
  /** The client's address: `req.ip`, which honours `TRUST_PROXY` (the proxy's X-Forwarded-For only when trusted). */
  ip: string;
  /** The reader's language, from `Accept-Language` (absent: English), for sentences answered as data (roster row errors). */
  language?: Language;
  /** Ends live notification streams (the app's hub); absent in tests that enter a context by hand. */
  closeStreams?: (target: StreamTarget) => void;
  /** The streams this request's work ended sessions of, closed once more when the work is done. */
  endedSessions?: StreamTarget[];
  /** A declared read's gate not yet run: the handler's first prepared statement carries it (`takePendingGate`). */
  pendingGate?: PendingGate;
}

/**
 * The audit gate of a declared read (`declaredGateStatement`), waiting for the handler's first
 * statement on `db` to carry it (ARCHITECTURE.md §19). `opened` is set once a statement took it:
 * whether the gate wrote its row (the read is allowed).
 */
export interface PendingGate {
  statement: SQL;
  db: unknown;
  opened?: Promise<boolean>;
  /** Called once the statement that carried the gate returned (the batch of its kind waits for it, `BatchedGate.claimAlone`). */
  release?: () => void;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Enters the context for every request. In `preValidation`, after the body is parsed: the body's
 * stream events would otherwise run outside the context entered earlier (the reason
 * @fastify/request-context rebinds there), and everything that may write an audit row — the
 * route's guard, its handler — runs from here on.
 */
export function installRequestContext(app: FastifyInstance, closeStreams: (target: StreamTarget) => void) {
  app.addHook('preValidation', (req, _reply, done) => {
    storage.run({ ip: req.ip, language: languageOf(req.headers['accept-language']), closeStreams, endedSessions: [] }, done);
  });
}

/**
 * Closes the streams of sessions that the request's work has just ended (`endSessions`), at once,
 * and remembers them for `closeEndedStreamsAgain`. The revocation may still be uncommitted: a tab
 * that reconnects meanwhile passes the guard, so they are closed again after the work. Outside a
 * request (a test calling a repository directly) nothing is closed: no job ends sessions today.
 */
export function sessionsEnded(targets: readonly StreamTarget[]): void {
  const context = storage.getStore();
  if (!context?.closeStreams) return;
  for (const target of targets) context.closeStreams(target);
  context.endedSessions?.push(...targets);
}

/** Called by the route registrar once the handler is done, so its transaction has committed or rolled back. */
export function closeEndedStreamsAgain(): void {
  const context = storage.getStore();
  if (!context?.closeStreams || !context.endedSessions) return;
  for (const target of context.endedSessions.splice(0)) context.closeStreams(target);
}

/** The current request's address, or null outside a request (a job). */
export function requestAddress(): string | null {
  return storage.getStore()?.ip ?? null;
}

/** The current request's language; English outside a request (a job writes what it stores in English). */
export function requestLanguage(): Language {
  return storage.getStore()?.language ?? 'en';
}

/** Runs `fn` as if inside a request from `ip` (tests, and work a request hands on to be finished later). */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

/** Runs `fn` outside any request (work done for several requests at once, `GroupCommit`). */
export function outsideRequest<T>(fn: () => T): T {
  return storage.exit(fn);
}

/** Runs `fn` with `gate` pending: the first prepared statement `fn` runs on the gate's database takes it. */
export function withPendingGate<T>(gate: PendingGate, fn: () => Promise<T>): Promise<T> {
  const context = storage.getStore();
  if (!context) return fn();
  context.pendingGate = gate;
  return fn().finally(() => {
    if (context.pendingGate === gate) context.pendingGate = undefined;
  });
}

/** The pending gate of this request when `db` is its database and no statement took it yet; taking it clears it. */
export function takePendingGate(db: unknown): PendingGate | null {
  const context = storage.getStore();
  const gate = context?.pendingGate;
  if (!context || !gate || gate.opened || gate.db !== db) return null;
  context.pendingGate = undefined;
  return gate;
}
