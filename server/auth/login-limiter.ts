import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * The lockout policy (ARCHITECTURE.md §17.6). Three counters, none of which lets a stranger lock a
 * person out from the person's own address.
 */
export interface LimiterOptions {
  /** Failures one address may make on one account before each further attempt there must wait. */
  pairFree: number;
  /** The first wait after `pairFree` failures; each further failure doubles it, up to `pairMaxDelaySeconds`. */
  pairDelaySeconds: number;
  pairMaxDelaySeconds: number;
  /** Failures one address may make across all accounts within the window before it is locked for the rest of it: high, a whole school may share one. */
  perAddress: number;
  /** Failures on one account from all addresses within the window before it is locked for the rest of it: only a distributed attack gets there. */
  perAccount: number;
  /** The address's and the account's fixed window; also how long a quiet pair keeps its count. */
  windowSeconds: number;
}

export const defaultLimiterOptions: LimiterOptions = {
  pairFree: 5,
  pairDelaySeconds: 30,
  pairMaxDelaySeconds: 15 * 60,
  perAddress: 100,
  perAccount: 100,
  windowSeconds: 15 * 60,
};

/** The counters' keys in `login_failures` (a space is in neither an email nor an address). */
export const limiterKeys = {
  account: (email: string) => `account:${email}`,
  address: (address: string) => `ip:${address}`,
  pair: (email: string, address: string) => `pair:${email} ${address}`,
};

/**
 * Counts failed sign-ins in the database, so every API instance shares the counters. The account
 * and address counters run in fixed windows (`window_started_at` is the first failure); a pair's row
 * keeps its latest failure there instead, its count starting over after a quiet window. A success
 * clears the pair's counter only: the account's ceiling keeps counting a distributed attack.
 */
export class LoginLimiter {
  private readonly options: LimiterOptions;

  constructor(
    private readonly db: Db,
    options: Partial<LimiterOptions> = {},
  ) {
    this.options = { ...defaultLimiterOptions, ...options };
  }

  /** Seconds to wait before another attempt on `email` from `address`, or 0 when allowed. */
  async retryAfter(email: string, address: string): Promise<number> {
    const { pairFree, pairDelaySeconds, pairMaxDelaySeconds, perAccount, perAddress, windowSeconds } = this.options;
    const keys = [limiterKeys.account(email), limiterKeys.address(address), limiterKeys.pair(email, address)] as const;
    const rows = await this.db
      .select()
      .from(loginFailures)
      .where(inArray(loginFailures.key, [...keys]));
    const now = Date.now();
    let wait = 0;
    for (const row of rows) {
      const since = row.windowStartedAt.getTime();
      let until = 0;
      if (row.key === keys[2]) {
        const alive = since + windowSeconds * 1000 > now;
        const delay = Math.min(pairMaxDelaySeconds, pairDelaySeconds * 2 ** (row.count - pairFree));
        if (alive && row.count >= pairFree) until = since + delay * 1000;
      } else if (row.count >= (row.key === keys[0] ? perAccount : perAddress)) {
        until = since + windowSeconds * 1000;
      }
      if (until > now) wait = Math.max(wait, Math.ceil((until - now) / 1000));
    }
    return wait;
  }

  /** Counts a failure against the account, the address and the pair, in one statement. */
  async recordFailure(email: string, address: string): Promise<void> {
    const windowStart = new Date(Date.now() - this.options.windowSeconds * 1000);
    const pair = limiterKeys.pair(email, address);
    const expired = sql`${loginFailures.windowStartedAt} < ${windowStart}`;
    const isPair = sql`${loginFailures.key} = ${pair}`;
    await this.db
      .insert(loginFailures)
      .values(
        [limiterKeys.account(email), limiterKeys.address(address), pair].map((key) => ({ key, count: 1, windowStartedAt: new Date() })),
      )
      .onConflictDoUpdate({
        target: loginFailures.key,
        // A window that has run out starts over at 1; a pair's row moves to its latest failure.
        set: {
          count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
          windowStartedAt: sql`case when ${isPair} or ${expired} then now() else ${loginFailures.windowStartedAt} end`,
        },
      });
  }

  /** The right password from this address: its pair starts over. */
  async recordSuccess(email: string, address: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.key, limiterKeys.pair(email, address)));
  }
}
