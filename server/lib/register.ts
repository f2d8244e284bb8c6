import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnyEndpoint, BodyOf, DataOf, ParamsOf, QueryOf, RateLimit } from '@/contract/define';
import { envelope, errorBodySchema } from '@/contract/http';
import type { SchoolRef } from '@/contract/schemas/user';
import { gateRidesOnHandler, openDeclaredRead, rideOrOpenDeclaredRead, unreadable } from '../access/audited-reads';
import { mayReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { findSession, type Session as SessionRow, schoolsOf } from '../auth/users';
import { preparedRows } from '../db/sql-rows';
import { describeAccess } from '../docs/tags';
import { acceptsGzip } from './accept-encoding';
import { type AnswerCache, answerExpiry, type KeptBody } from './answer-cache';
import { answerKeptReady, versionsComparedBy } from './cached-reads';
import type { LimitHit } from './rate-limiter';
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from './refusal';
import { closeEndedStreamsAgain, type PendingGate, withPendingGate } from './request-context';
import type { Services } from './services';

/** A handler's answer with a message or a status other than the endpoint's default. */
export interface Respond<T> {
  readonly [respondTag]: true;
  data: T;
  message?: string;
  status?: number;
}
const respondTag = Symbol('respond');
export function respond<T>(data: T, options: { message?: string; status?: number } = {}): Respond<T> {
  return { [respondTag]: true, data, ...options };
}

/** The `{ ok: true }` answer of a change that answers nothing else, once the change is done. */
export async function acknowledged(change: Promise<unknown>): Promise<{ ok: true }> {
  await change;
  return { ok: true };
}

type UserFor<E extends AnyEndpoint> = E['roles'] extends 'public' ? AuthUser | null : AuthUser;
type SchoolFor<E extends AnyEndpoint> = E['school'] extends true | 'optional' ? string : null;

export interface HandlerContext<E extends AnyEndpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in user (for public endpoints: when a valid token came along, else null). */
  user: UserFor<E>;
  /** The checked `schoolid` header, for school-scoped endpoints. */
  schoolId: SchoolFor<E>;
  services: Services;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A stream endpoint's handler takes the reply over (`reply.hijack()`) and answers nothing. */
export type Handler<E extends AnyEndpoint> = E extends { stream: 'sse' }
  ? (ctx: HandlerContext<E>) => Promise<void>
  : (ctx: HandlerContext<E>) => Promise<DataOf<E> | Respond<DataOf<E>>>;

/** Handlers for every endpoint of one contract group: a missing one is a type error. */
export type Handlers<G extends Record<string, AnyEndpoint>> = { [K in keyof G]: Handler<G[K]> };

const bearer = /^Bearer ([A-Za-z0-9_\-.]+)$/;

/** The signed-in user and the refresh family (the sign-in) their access token belongs to. */
interface Session extends SessionRow {
  familyId: string;
}

const sessionEnded = 'Your session has expired or is invalid. Sign in again.';

/** An ended session (signed out, reused, deactivated) answers exactly like an expired token. */
async function authenticate(req: FastifyRequest, services: Services): Promise<Session | null> {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = bearer.exec(header);
  if (!match?.[1]) throw unauthorized('Malformed Authorization header');
  const claims = await services.accessTokens.verify(match[1]);
  if (!claims) throw unauthorized(sessionEnded);
  const session = await findSession(services.db, claims.userId, claims.familyId);
  if (!session) throw unauthorized(sessionEnded);
  return { ...session, familyId: claims.familyId };
}

const schoolHeader = z.uuid();

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The limits a request counts against: the endpoint's own, and for a mutating endpoint the
 * configured defaults (per minute) for whichever of per-user and per-address its own leave out.
 * Each endpoint keeps its own counters, so a page that saves often does not use up another
 * action's allowance.
 */
export function limitsOf(endpoint: AnyEndpoint, config: Services['config']): RateLimit[] {
  const own = endpoint.rateLimit;
  const limits = own ? [own] : [];
  if (!mutating.has(endpoint.method)) return limits;
  const fallback: RateLimit = {
    ...(own?.perUser ? {} : { perUser: config.rateLimitPerUser }),
    ...(own?.perAddress ? {} : { perAddress: config.rateLimitPerAddress }),
    windowSeconds: 60,
  };
  if (fallback.perUser || fallback.perAddress) limits.push(fallback);
  return limits;
}

/** An endpoint's limits with the counter key of each, resolved once when its route is registered. */
type KeyedLimit = RateLimit & { key: string };

function keyedLimits(name: string, endpoint: AnyEndpoint, config: Services['config']): KeyedLimit[] {
  return limitsOf(endpoint, config).map((limit, i) => ({
    ...limit,
    // The defaults count apart from the endpoint's own limits, which have their own window.
    key: i === 0 && limit === endpoint.rateLimit ? name : `${name}:default`,
  }));
}

/** Counts the request against the endpoint's limits (per user, per address); 429 beyond them. */
async function limitRate(limits: KeyedLimit[], req: FastifyRequest, user: AuthUser | null, services: Services) {
  if (limits.length === 0) return;
  const hits: LimitHit[] = [];
  for (const limit of limits) {
    if (limit.perUser && user) hits.push({ key: `${limit.key}:user:${user.id}`, limit: limit.perUser, windowSeconds: limit.windowSeconds });
    if (limit.perAddress) hits.push({ key: `${limit.key}:ip:${req.ip}`, limit: limit.perAddress, windowSeconds: limit.windowSeconds });
  }
  // All of them at once: on PostgreSQL one statement (§19).
  const wait = await services.rateLimiter.hitAll(hits);
  if (wait > 0) throw tooManyRequests(wait);
}

/** Without a `schoolid` header, the user's current school: the first of `my/schools` (403 for a user of no school). */
async function currentSchool(db: Services['db'], session: Session): Promise<string> {
  const [first] = session.schools ?? (await schoolsOf(db, session.user));
  if (!first) throw forbidden('You do not belong to any school');
  return first._id;
}

/**
 * Whether the user reaches the school of the `schoolid` header: from the schools the session
 * statement read (teachers, school admins: no round trip), else `mayReach`. Ids compare lower-cased,
 * as PostgreSQL compares uuids.
 */
function reachesSchool(db: Services['db'], session: Session, schoolId: string): Promise<boolean> | boolean {
  if (session.schools) return session.schools.some((school) => school._id === schoolId.toLowerCase());
  return mayReach(db, session.user, 'school', schoolId);
}

/** The route guard: role from the contract, and the `schoolid` header against the user's schools. */
async function guard(endpoint: AnyEndpoint, req: FastifyRequest, services: Services) {
  let session: Session | null;
  if (endpoint.roles === 'public') {
    // An optional token on a public route: a bad one is ignored rather than refused.
    session = await authenticate(req, services).catch(() => null);
  } else {
    session = await authenticate(req, services);
    if (!session) throw unauthorized();
    if (!endpoint.roles.includes(session.user.role)) throw forbidden();
  }
  const user = session?.user ?? null;
  let schoolId: string | null = null;
  if (endpoint.school && session && user) {
    const header = req.headers.schoolid;
    const value = Array.isArray(header) ? header[0] : header;
    if (!value && endpoint.school === 'optional')
      return {
        user,
        schoolId: await currentSchool(services.db, session),
        familyId: session.familyId,
        schools: session.schools,
        versions: session.versions,
      };
    if (!value) throw badRequest('The schoolid header is required', [{ path: 'headers.schoolid', message: 'is required' }]);
    if (!schoolHeader.safeParse(value).success)
      throw badRequest('The schoolid header is not a valid id', [{ path: 'headers.schoolid', message: 'must be a valid id' }]);
    // The contract answers 403 here, not 404: the header names the caller's own context, not an object.
    if (!(await reachesSchool(services.db, session, value))) throw forbidden('You do not belong to this school');
    schoolId = value;
  }
  return { user, schoolId, familyId: session?.familyId ?? null, schools: session?.schools ?? null, versions: session?.versions ?? null };
}

/** Registers one contract endpoint: validation, guard, envelope, and the OpenAPI description. */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  services: Services,
  name: string,
  endpoint: E,
  handler: Handler<E>,
  /** The OpenAPI tag (the contract group) the reference page lists it under. */
  tag?: string,
) {
  const limits = keyedLimits(name, endpoint, services.config);
  const status = endpoint.status ?? 200;
  const keep =
    services.answers && answerKeptReady(endpoint)
      ? keptAnswers(services.answers, name, status, services.clock, versionsComparedBy(endpoint))
      : null;
  // Open streams never finish on their own: end them when the server closes, or close would wait for them.
  const streams = new Set<FastifyReply>();
  if (endpoint.stream) {
    app.addHook('preClose', async () => {
      for (const reply of streams) reply.raw.end();
    });
  }
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      operationId: name,
      summary: endpoint.summary,
      description: describeAccess(endpoint),
      ...(tag ? { tags: [tag] } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.roles === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.school
        ? { headers: z.looseObject({ schoolid: endpoint.school === 'optional' ? z.string().optional() : z.string() }) }
        : {}),
      // Loose: an error may carry extra fields (e.g. `current` on a 409), which a strict schema would strip.
      response: endpoint.stream
        ? { '4xx': errorBodySchema.loose() }
        : { [status]: envelope(endpoint.response), '4xx': errorBodySchema.loose() },
    },
    // The guard runs before body validation, so an unauthorised caller learns nothing of the schema.
    preValidation: async (req) => {
      const { user, schoolId, familyId, schools, versions } = await guard(endpoint, req, services);
      await limitRate(limits, req, user, services);
      req.auth = { user, schoolId, familyId, schools, versions };
    },
    // A cached read's answer, as sent, is kept under the versions its request read first (§19).
    ...(keep ? { onSend: keep.onSend } : {}),
    handler: async (req, reply) => {
      // A declared read of student records: its audit row and reach check (§17.8). For the teacher's
      // record reads, the gate rides on the handler's first prepared statement (§19): no row of it
      // leaves the database unless the gate wrote its audit row, nothing is answered until the gate
      // has, and a refused gate answers 404 whatever the handler did. An answer kept ready (§19) is
      // sent only once its gate has run (with the gates that came meanwhile) and opened: every read
      // still writes its audit row.
      const read = endpoint.auditedRead;
      const kept = keep?.lookup(req);
      let gate: PendingGate | null = null;
      if (read) {
        const user = req.auth?.user;
        if (!user) throw unauthorized();
        const request = { params: req.params, body: req.body, schoolId: req.auth?.schoolId ?? null };
        const opening =
          kept === undefined && gateRidesOnHandler(endpoint)
            ? rideOrOpenDeclaredRead(services.db, user, read, request)
            : openDeclaredRead(services.db, user, read, request);
        if (!(opening instanceof Promise)) gate = { statement: opening.statement, db: services.db, release: opening.release };
        else if (!(await opening)) throw notFound(unreadable[read.record]);
      }
      if (kept !== undefined) return sendKept(reply.status(status), kept, req.headers['accept-encoding']);
      const context = {
        params: req.params as ParamsOf<E>,
        query: req.query as QueryOf<E>,
        body: req.body as BodyOf<E>,
        user: req.auth?.user as UserFor<E>,
        schoolId: (req.auth?.schoolId ?? null) as SchoolFor<E>,
        services,
        req,
        reply,
      };
      try {
        if (endpoint.stream) {
          streams.add(reply);
          reply.raw.once('close', () => streams.delete(reply));
          await (handler as (ctx: HandlerContext<E>) => Promise<void>)(context);
          return reply;
        }
        const run = () => (handler as (ctx: HandlerContext<E>) => Promise<DataOf<E> | Respond<DataOf<E>>>)(context);
        const result = gate && read ? await gated(gate, unreadable[read.record], run) : await run();
        if (result && typeof result === 'object' && respondTag in result) {
          const r = result as Respond<DataOf<E>>;
          reply.status(r.status ?? status);
          return r.message === undefined ? { data: r.data } : { data: r.data, message: r.message };
        }
        reply.status(status);
        return { data: result };
      } finally {
        // The handler's transactions are over: streams of sessions it ended are closed once more (§17.5).
        closeEndedStreamsAgain();
        // A ride's batch is released however the handler ended (normally once its statement returned).
        gate?.release?.();
      }
    },
  });
}

/**
 * Runs a declared read's handler with its gate pending, and answers as if the gate had run first:
 * 404 when it refused (whatever the handler answered or threw), else the handler's answer or error.
 * A handler that ran no prepared statement on the database has its gate run alone afterwards.
 */
async function gated<T>(gate: PendingGate, refusal: string, run: () => Promise<T>): Promise<T> {
  const opened = async () => {
    // No statement took it (the handler's pending gate is cleared by now): it runs alone.
    gate.opened ??= preparedRows<{ id: string }>(gate.db as Services['db'], gate.statement).then((rows) => rows.length > 0);
    try {
      return await gate.opened;
    } finally {
      // The gates of its kind that came meanwhile go in one statement now (`BatchedGate.claimAlone`).
      gate.release?.();
    }
  };
  let result: T;
  try {
    result = await withPendingGate(gate, run);
  } catch (error) {
    if (!(await opened())) throw notFound(refusal);
    throw error;
  }
  if (!(await opened())) throw notFound(refusal);
  return result;
}

/**
 * Sends a kept answer: its gzip to a client that accepts it and when it pays (`KeptBody.gzip`), else
 * its bytes as they are; either way marked as varying with `Accept-Encoding`.
 */
function sendKept(reply: FastifyReply, kept: KeptBody, acceptEncoding: string | string[] | undefined) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const gzipped = acceptsGzip(acceptEncoding) ? kept.gzip() : null;
  return gzipped ? reply.header('content-encoding', 'gzip').send(gzipped) : reply.send(kept.identity);
}

/**
 * A cached read's two ends (ARCHITECTURE.md §19, "Answers kept ready"): `lookup` answers the stored
 * body when it was made at the data versions this request's session statement read (before any of
 * its data) and the clock is before the expiry its read named (`answerExpires`, rolling windows),
 * else remembers the key and versions for `onSend` to store the answer under once it is serialized.
 * Only the endpoint's success status is kept. The key is everything the answer depends on besides
 * the data: endpoint, account, school, params, query, body, language. `compared`: the part of the
 * session's versions the read depends on (`versionsComparedBy`: its schools, the account's own row,
 * or both).
 */
function keptAnswers(cache: AnswerCache, name: string, status: number, clock: () => number, compared: (session: string) => string) {
  const pending = new WeakMap<FastifyRequest, { key: string; versions: string }>();
  return {
    lookup(req: FastifyRequest): KeptBody | undefined {
      const session = req.auth?.versions;
      const user = req.auth?.user;
      if (!session || !user) return undefined;
      const versions = compared(session);
      const key = [
        name,
        user.id,
        req.auth?.schoolId ?? '',
        JSON.stringify(req.params ?? null),
        JSON.stringify(req.query ?? null),
        JSON.stringify(req.body ?? null),
        req.headers['accept-language'] ?? '',
      ].join('\n');
      const body = cache.get(key, versions, clock());
      if (body === undefined) pending.set(req, { key, versions });
      return body;
    },
    onSend: async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const fill = pending.get(req);
      if (fill && reply.statusCode === status && typeof payload === 'string')
        cache.set(fill.key, fill.versions, payload, answerExpiry(req));
      return payload;
    },
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** `familyId`: the refresh family of the access token (the live stream closes when it is revoked). */
    /** `schools`: the session's schools when the guard read them (teachers, school admins; `Session.schools`). */
    /** `versions`: the data versions the session statement read (`Session.versions`), which validate cached answers. */
    auth?: {
      user: AuthUser | null;
      schoolId: string | null;
      familyId: string | null;
      schools: SchoolRef[] | null;
      versions: string | null;
    };
  }
}
