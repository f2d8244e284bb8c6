import type { AccessTokens } from '../auth/access-token';
import type { LoginLimiter } from '../auth/login-limiter';
import type { RefreshTokens } from '../auth/refresh-tokens';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { NotificationHub } from '../notifications/hub';
import type { AnswerCache } from './answer-cache';
import type { RequestLimiter } from './rate-limiter';

/** What every route handler may use; built once in `buildApp`. */
export interface Services {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  loginLimiter: LoginLimiter;
  /** Per-endpoint request limits (`Endpoint.rateLimit`): in memory on PGlite, shared through PostgreSQL otherwise. */
  rateLimiter: RequestLimiter;
  /** Pushes new notifications to open live streams. */
  notificationHub: NotificationHub;
  /** Outgoing mail: SMTP, or the outbox on disk (`server/mail/`). */
  mailer: Mailer;
  /** The teacher answers this instance keeps ready (`server/lib/cached-reads.ts`); null when switched off. */
  answers: AnswerCache | null;
  /**
   * The instance's clock (epoch ms): reads on a rolling window take their "now" from it, and the
   * kept answers' expiries are checked against it, so both agree (tests set it).
   */
  clock: () => number;
}
