import { createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  production: boolean;
  /** Folder of the built SPA. */
  distDir: string;
  /** Largest accepted request body, bytes. */
  bodyLimit: number;
  /**
   * The memory (bytes) each instance gives the teacher answers it keeps ready (`ANSWER_CACHE_MB`,
   * default 32; 0 switches the cache off), validated on every request against PostgreSQL (§19).
   */
  answerCacheBytes: number;
  /** Access-token lifetime, seconds. */
  accessTokenTtl: number;
  /** Refresh-token lifetime, seconds. */
  refreshTokenTtl: number;
  /** pino level of the request log (`LOG_LEVEL`). */
  logLevel: string;
  /**
   * How many proxies stand in front (`TRUST_PROXY`: `true` is one, or a count; 0: none). The client's
   * address is the one the outermost trusted proxy saw, counted from the right of `X-Forwarded-For`:
   * the entries left of it are the client's own to write, and would let it pick the address the
   * login limiter counts (ARCHITECTURE.md §17.6).
   */
  trustProxy: number;
  /** Connections per server process to PostgreSQL (`DATABASE_POOL_SIZE`). */
  databasePoolSize: number;
  /** Seconds between runs of the job that announces scheduled announcements when they start (`ANNOUNCEMENT_TICK_SECONDS`; 0: off). */
  announcementTickSeconds: number;
  /**
   * `FAMILY_SUMMARY_TICK_SECONDS` (default 3600; 0: off): how often the job looks for weekly family
   * summaries due (each opted-in parent's mail about last week goes out on the first run of the week).
   */
  familySummaryTickSeconds: number;
  /** Seconds between the comment lines that keep a notification stream open through proxies (`SSE_HEARTBEAT_SECONDS`). */
  sseHeartbeatSeconds: number;
  /**
   * Default limits of every mutating endpoint (POST/PUT/PATCH/DELETE) that declares none of its own,
   * requests per minute per signed-in user (`RATE_LIMIT_PER_USER`) and per client address
   * (`RATE_LIMIT_PER_ADDRESS`); beyond them the answer is 429 with `Retry-After`. The address limit is
   * the higher one: a school's staff often share one address behind NAT.
   */
  rateLimitPerUser: number;
  rateLimitPerAddress: number;
  /** The assistant's optional model backend; null (the default) keeps every answer on this machine. */
  assistantLlm: AssistantLlmConfig | null;
  /** The student privacy policy the retention job runs (docs/ARCHITECTURE.md, "Student privacy"). */
  privacy: PrivacyConfig;
  /** Outgoing mail (`server/mail/`). */
  mail: MailConfig;
  /** `INVITE_TTL_HOURS` (default 72): hours a teacher invite link stays valid after it was (re)sent. */
  inviteTtlHours: number;
  /** The scheduled pull from OneRoster REST providers (`server/roster-pull/`). */
  rosterPull: RosterPullConfig;
  /** Single sign-on through districts' OpenID Connect providers (`server/sso/`). */
  sso: SsoConfig;
}

export interface SsoConfig {
  /** The key sealing the providers' client secrets: the same key as the roster providers' (`SECRETS_KEY`, else `ROSTER_SECRET_KEY`). */
  secretKey: Buffer | null;
  /**
   * `SSO_ALLOW_PRIVATE` (`true`/`false`; default false in production, true elsewhere): whether an
   * issuer (and the endpoints its discovery names) may sit on a loopback or private address, and be
   * plain http. Off, the server fetches only public https addresses an admin typed.
   */
  allowPrivateAddresses: boolean;
}

function loadSso(env: NodeJS.ProcessEnv, production: boolean): SsoConfig {
  return {
    secretKey: loadRosterSecretKey(env.SECRETS_KEY || env.ROSTER_SECRET_KEY, production),
    allowPrivateAddresses: env.SSO_ALLOW_PRIVATE ? env.SSO_ALLOW_PRIVATE.trim() === 'true' : !production,
  };
}

export interface RosterPullConfig {
  /**
   * `ROSTER_SECRET_KEY`: 32 bytes as 64 hex digits or base64, the AES-256-GCM key of the providers'
   * client secrets at rest. In production without it: null, and no connection can be saved or pulled
   * (the server still starts: an install that uses no provider needs no key). Elsewhere a fixed
   * development key stands in, so a dev database's secrets are readable by anyone with the code.
   */
  secretKey: Buffer | null;
  /** `ROSTER_PULL_TICK_SECONDS` (default 900; 0: off): how often the job looks for providers due a pull. */
  tickSeconds: number;
  /** `ROSTER_PULL_EVERY_HOURS` (default 24, nightly): a provider is due when its last pull started this long ago. */
  everyHours: number;
  /** `ROSTER_PULL_PAGE_SIZE` (default 1000): records asked per page (`limit`); some providers cap it lower. */
  pageSize: number;
  /**
   * `ROSTER_PULL_ALLOW_PRIVATE` (`true`/`false`; default false in production, true elsewhere):
   * whether a provider may sit on a loopback or private address. Off, the server never fetches
   * its own network for a URL an admin typed (server/roster-pull/public-address.ts).
   */
  allowPrivateAddresses: boolean;
}

const devRosterSecretKey = createHash('sha256').update('lms development roster secret key: not for production').digest();

function loadRosterSecretKey(value: string | undefined, production: boolean): Buffer | null {
  const text = value?.trim();
  if (!text) return production ? null : devRosterSecretKey;
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('ROSTER_SECRET_KEY must be 32 bytes: 64 hex digits or base64 (SECRETS_KEY likewise)');
  return key;
}

function loadRosterPull(env: NodeJS.ProcessEnv, production: boolean): RosterPullConfig {
  return {
    secretKey: loadRosterSecretKey(env.SECRETS_KEY || env.ROSTER_SECRET_KEY, production),
    tickSeconds: wholeNumber(env.ROSTER_PULL_TICK_SECONDS, 900, 'ROSTER_PULL_TICK_SECONDS'),
    everyHours: positive(env.ROSTER_PULL_EVERY_HOURS, 24, 'ROSTER_PULL_EVERY_HOURS'),
    pageSize: positive(env.ROSTER_PULL_PAGE_SIZE, 1000, 'ROSTER_PULL_PAGE_SIZE'),
    allowPrivateAddresses: env.ROSTER_PULL_ALLOW_PRIVATE ? env.ROSTER_PULL_ALLOW_PRIVATE.trim() === 'true' : !production,
  };
}

export interface MailConfig {
  /** `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.org:465`): mail goes out over SMTP; unset: to the outbox on disk. */
  smtpUrl: string | null;
  /** `MAIL_FROM` (default `CS Curriculum <no-reply@localhost>`): the From of every mail. */
  from: string;
  /** `<DATA_DIR>/outbox`: where mail lands when there is no SMTP server. */
  outboxDir: string;
  /**
   * `APP_URL` (default `http://localhost:<PORT>`): the app's public address, the base of links in mail.
   * Never taken from the request's Host header, which a caller controls (a poisoned invite link).
   */
  appUrl: string;
}

function loadMail(env: NodeJS.ProcessEnv, dataDir: string, port: number): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  const appUrl = (env.APP_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(appUrl)) throw new Error('APP_URL must be an http(s) address');
  return {
    smtpUrl,
    from: env.MAIL_FROM?.trim() || 'CS Curriculum <no-reply@localhost>',
    outboxDir: path.join(dataDir, 'outbox'),
    appUrl,
  };
}

export interface PrivacyConfig {
  /** `PRIVACY_JOB_SECONDS` (default 3600): seconds between runs of the retention job; 0: off. */
  jobIntervalSeconds: number;
  /** `STUDENT_DELETION_GRACE_DAYS` (default 7): days between a deletion request and the purge. */
  deletionGraceDays: number;
  /** `DEACTIVATED_RETENTION_DAYS` (default 365): days a deactivated student is kept before the purge. */
  deactivatedRetentionDays: number;
  /** `ROSTER_UPLOAD_RETENTION_DAYS` (default 7): days an unapplied roster upload keeps its file. */
  rosterUploadRetentionDays: number;
}

function loadPrivacy(env: NodeJS.ProcessEnv): PrivacyConfig {
  return {
    jobIntervalSeconds: wholeNumber(env.PRIVACY_JOB_SECONDS, 3600, 'PRIVACY_JOB_SECONDS'),
    deletionGraceDays: positive(env.STUDENT_DELETION_GRACE_DAYS, 7, 'STUDENT_DELETION_GRACE_DAYS'),
    deactivatedRetentionDays: positive(env.DEACTIVATED_RETENTION_DAYS, 365, 'DEACTIVATED_RETENTION_DAYS'),
    rosterUploadRetentionDays: positive(env.ROSTER_UPLOAD_RETENTION_DAYS, 7, 'ROSTER_UPLOAD_RETENTION_DAYS'),
  };
}

/** An OpenAI-compatible chat-completions endpoint (`ASSISTANT_LLM_*`). */
export interface AssistantLlmConfig {
  /** `ASSISTANT_LLM_URL`: the API's base (`…/v1`) or its full `…/chat/completions` address. */
  url: string;
  /** `ASSISTANT_LLM_API_KEY`: sent as a Bearer token when given (local servers often need none). */
  apiKey: string | undefined;
  /** `ASSISTANT_LLM_MODEL`. */
  model: string;
  /** `ASSISTANT_LLM_TIMEOUT_MS` (default 15 s): past it the offline answer is given. */
  timeoutMs: number;
}

/** On only when both the address and the model are set. */
function loadAssistantLlm(env: NodeJS.ProcessEnv): AssistantLlmConfig | null {
  const url = env.ASSISTANT_LLM_URL?.trim();
  const model = env.ASSISTANT_LLM_MODEL?.trim();
  if (!url || !model) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('ASSISTANT_LLM_URL must be an http(s) address');
  return { url, apiKey: env.ASSISTANT_LLM_API_KEY || undefined, model, timeoutMs: Number(env.ASSISTANT_LLM_TIMEOUT_MS ?? 15_000) };
}

/**
 * The JWT secret comes from `JWT_SECRET`, or is generated once and kept in `DATA_DIR/jwt-secret`
 * (mode 600), so restarts keep sessions valid and no secret is ever a constant in code. Several
 * API instances must share one `JWT_SECRET`.
 */
function loadJwtSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  if (fromEnv) throw new Error('JWT_SECRET must be at least 32 characters');
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // not there yet: generate below
  }
  return keepFirstSecret(file, randomBytes(48).toString('base64url'));
}

/**
 * Keeps `secret` in `file` unless a secret is already there, and answers the one kept. With a link,
 * which fails when the file exists: of several instances started together on one DATA_DIR (each
 * found none), the first keeps its secret and the others take it, so a token one signs the others
 * accept. Written whole before the link, so no instance reads half a secret.
 */
export function keepFirstSecret(file: string, secret: string): string {
  const written = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(written, secret, { mode: 0o600 });
  try {
    linkSync(written, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
    // A file too short to be a secret (not one of ours): replaced, as before.
    renameSync(written, file);
    return secret;
  } finally {
    rmSync(written, { force: true });
  }
}

/** A whole number above 0, or the default when unset; anything else stops the start (a typo must not lift a limit). */
function proxyHops(value: string | undefined): number {
  if (value === undefined || value === '' || value === 'false') return 0;
  if (value === 'true') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error('TRUST_PROXY must be true, false or the number of proxies in front (0–10)');
  return n;
}

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number above 0`);
  return n;
}

/** A whole number from 0 (0 switches something off), or the default when unset. */
function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number from 0`);
  return n;
}

/** The one place that reads the environment; defaults as in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: loadJwtSecret(dataDir, env.JWT_SECRET),
    production: env.NODE_ENV === 'production',
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
    bodyLimit: Number(env.BODY_LIMIT ?? 1024 * 1024),
    answerCacheBytes: wholeNumber(env.ANSWER_CACHE_MB, 32, 'ANSWER_CACHE_MB') * 1024 * 1024,
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL ?? 15 * 60),
    refreshTokenTtl: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: proxyHops(env.TRUST_PROXY),
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    announcementTickSeconds: Number(env.ANNOUNCEMENT_TICK_SECONDS ?? 30),
    familySummaryTickSeconds: wholeNumber(env.FAMILY_SUMMARY_TICK_SECONDS, 3600, 'FAMILY_SUMMARY_TICK_SECONDS'),
    sseHeartbeatSeconds: Number(env.SSE_HEARTBEAT_SECONDS ?? 25),
    rateLimitPerUser: positive(env.RATE_LIMIT_PER_USER, 120, 'RATE_LIMIT_PER_USER'),
    rateLimitPerAddress: positive(env.RATE_LIMIT_PER_ADDRESS, 600, 'RATE_LIMIT_PER_ADDRESS'),
    assistantLlm: loadAssistantLlm(env),
    privacy: loadPrivacy(env),
    mail: loadMail(env, dataDir, port),
    inviteTtlHours: positive(env.INVITE_TTL_HOURS, 72, 'INVITE_TTL_HOURS'),
    rosterPull: loadRosterPull(env, env.NODE_ENV === 'production'),
    sso: loadSso(env, env.NODE_ENV === 'production'),
  };
}
