import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnyEndpoint } from '@/contract/define';
import { AccessTokens } from './auth/access-token';
import { type LimiterOptions, LoginLimiter } from './auth/login-limiter';
import { RefreshTokens } from './auth/refresh-tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerDocs } from './docs/routes';
import { tagOf } from './docs/tags';
import { startFamilySummaryJob } from './family-summary/summary-job';
import { AnswerCache } from './lib/answer-cache';
import { edgeValidatorCompiler } from './lib/edge-strings';
import { installErrorHandler } from './lib/error-handler';
import { claimJobRunIn } from './lib/job-claim';
import { serializeError } from './lib/log-errors';
import { RateLimiter } from './lib/rate-limiter';
import { type Handler, registerEndpoint } from './lib/register';
import { installRequestContext } from './lib/request-context';
import { installSecurityHeaders } from './lib/security-headers';
import type { Services } from './lib/services';
import { SharedRateLimiter } from './lib/shared-rate-limiter';
import { createMailer } from './mail/mailer';
import { startAnnouncementJob } from './notifications/announcement-publisher';
import { NotificationHub } from './notifications/hub';
import { startHubRelay } from './notifications/pg-relay';
import { startRetentionJob } from './privacy/retention-job';
import { startRosterPullJob } from './roster-pull/pull-job';
import { routeGroups } from './routes';
import { registerSsoRedirects } from './sso/redirect-routes';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** The lockout policy's numbers, each defaulting to `defaultLimiterOptions`. */
  limiter?: Partial<LimiterOptions>;
  /** Where the log goes (tests read it); given alone, it turns the logger on. Standard output otherwise. */
  logStream?: { write(line: string): void };
  /** The instance's clock (`Services.clock`), `Date.now` unless a test sets it. */
  clock?: () => number;
}

const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Emotion (Chakra) and KaTeX write style attributes and tags at run time; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/** Two years, subdomains included: the value browsers' preload lists ask for. */
const hstsValue = 'max-age=63072000; includeSubDomains';

/** Builds the whole server: plugins first, then every route of the contract, then the SPA. */
export async function buildApp({
  config,
  database,
  logger = false,
  logStream,
  limiter = {},
  clock = Date.now,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged through `serializeError`: a failed statement's values never reach the log (§17.7).
    logger:
      logger || logStream
        ? { level: config.logLevel, serializers: { err: serializeError }, ...(logStream ? { stream: logStream } : {}) }
        : false,
    bodyLimit: config.bodyLimit,
    // Trust the first `trustProxy` hops (the socket's peer is hop 0): the client's address is the one
    // that many entries from the right of X-Forwarded-For, never one the client wrote itself.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    // Ids in paths are short; a long URL is an attack, not a request.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  // Every request part the contract validates is first walked for NUL and lone surrogates (§17.7).
  app.setValidatorCompiler(edgeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const services: Services = {
    config,
    db: database.db,
    dbKind: database.kind,
    accessTokens: new AccessTokens(config.jwtSecret, config.accessTokenTtl),
    refreshTokens: new RefreshTokens(database.db, config.refreshTokenTtl),
    loginLimiter: new LoginLimiter(database.db, limiter),
    // PGlite is one process; on PostgreSQL several instances may share the database, so the
    // counters, the job runs and the hub go through it (ARCHITECTURE.md, "Running several instances").
    rateLimiter: database.kind === 'postgres' ? new SharedRateLimiter(database.db) : new RateLimiter(),
    notificationHub: new NotificationHub(),
    mailer: createMailer(config.mail),
    answers: config.answerCacheBytes > 0 ? new AnswerCache(config.answerCacheBytes) : null,
    clock,
  };

  // The kept answers, for the bench's hit counts and the tests (ARCHITECTURE.md §19).
  app.decorate('answerCache', services.answers);

  await installSecurityHeaders(app, {
    contentSecurityPolicy,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS only for requests that came over TLS (below): on plain http it would mean nothing, and on
    // a development machine it would pin localhost to https for every other app.
    strictTransportSecurity: false,
    // The old header's spelling of frame-ancestors 'none', for browsers that predate CSP 2.
    xFrameOptions: { action: 'deny' },
  });
  await app.register(swagger, {
    openapi: {
      // 3.1: schemas are JSON Schema 2020-12, as zod emits them (nullable as a type, not a keyword).
      openapi: '3.1.0',
      info: { title: 'CS curriculum LMS API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  installErrorHandler(app);
  installRequestContext(app, (target) => services.notificationHub.closeStreams(target));

  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    // `req.protocol` is https on a TLS socket, or behind a trusted proxy (TRUST_PROXY=true) that says
    // so in X-Forwarded-Proto; an untrusted client's header is ignored.
    if (req.protocol === 'https') reply.header('Strict-Transport-Security', hstsValue);
  });

  for (const group of routeGroups) {
    const tag = tagOf(group.endpoints);
    for (const [name, endpoint] of Object.entries(group.endpoints)) {
      const handler = (group.handlers as Record<string, Handler<AnyEndpoint>>)[name];
      if (!handler) throw new Error(`no handler for endpoint ${name}`);
      registerEndpoint(app, services, name, endpoint as AnyEndpoint, handler, tag);
    }
  }

  registerSsoRedirects(app, services);

  if (database.broadcast) {
    const relay = await startHubRelay({ hub: services.notificationHub, db: database.db, broadcast: database.broadcast, log: app.log });
    app.addHook('onClose', () => relay.stop());
  }
  const claim = database.kind === 'postgres' ? claimJobRunIn(database.db) : undefined;
  const announcementJob = startAnnouncementJob(
    services,
    config.announcementTickSeconds,
    (error) => app.log.error({ err: error }, 'announcement publisher failed'),
    claim,
  );
  app.addHook('onClose', () => announcementJob.stop());
  const retentionJob = startRetentionJob(services, (error) => app.log.error({ err: error }, 'privacy retention job failed'), claim);
  app.addHook('onClose', () => retentionJob.stop());
  const rosterPullJob = startRosterPullJob(services, app.log, claim);
  app.addHook('onClose', () => rosterPullJob.stop());
  const summaryJob = startFamilySummaryJob(services, (error) => app.log.error({ err: error }, 'family summary job failed'), claim);
  app.addHook('onClose', () => summaryJob.stop());

  registerDocs(app);

  await serveSpa(app, config.distDir);
  return app;
}

/** The built SPA: hashed assets cached for a year, every other unknown GET answered with index.html. */
async function serveSpa(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes each text file's brotli and gzip beside it (vite-precompress.ts): sent to a
    // browser that accepts them, so a phone downloads the parent portal's JavaScript at a third of
    // its size (ARCHITECTURE.md §19).
    preCompressed: true,
    setHeaders(res, file) {
      res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (url.startsWith('/api')) {
      return reply.status(404).send({ message: `No such endpoint: ${req.method} ${url}`, code: 'NOT_FOUND' });
    }
    // A file that exists is served as it is; everything else is a client route.
    const candidate = path.join(distDir, path.normalize(url));
    if (candidate.startsWith(distDir) && url !== '/' && existsSync(candidate) && !candidate.endsWith(path.sep)) {
      return reply.sendFile(path.relative(distDir, candidate));
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The teacher answers this instance keeps ready (`server/lib/answer-cache.ts`); null when switched off. */
    answerCache: AnswerCache | null;
  }
}
