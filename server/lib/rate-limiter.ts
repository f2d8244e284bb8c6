/** One count of a request under a key, against its limit per window. */
export interface LimitHit {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** Counts requests under a key; answers 0 within the limit, else the seconds until the window resets. */
export interface RequestLimiter {
  hit(key: string, limit: number, windowSeconds: number): number | Promise<number>;
  /** Counts each hit (distinct keys) and answers the longest wait of them: a request's limits at once. */
  hitAll(hits: readonly LimitHit[]): number | Promise<number>;
}

/**
 * Fixed-window request counters kept in this process's memory: cheap enough to run on every
 * limited request. The limiter of PGlite, which is one process by construction; on PostgreSQL,
 * where several instances may share the database, `SharedRateLimiter` counts in the database
 * instead (ARCHITECTURE.md, "Running several instances"). Sign-in failures are always counted in
 * the database (`auth/login-limiter.ts`).
 */
export class RateLimiter implements RequestLimiter {
  private readonly windows = new Map<string, { count: number; resetsAt: number }>();
  private sweptAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts one request under `key`. Answers 0 when it is within `limit` per `windowSeconds`, else
   * the seconds until the window resets (the Retry-After).
   */
  hit(key: string, limit: number, windowSeconds: number): number {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit ? Math.max(1, Math.ceil((window.resetsAt - now) / 1000)) : 0;
  }

  hitAll(hits: readonly LimitHit[]): number {
    return Math.max(0, ...hits.map((h) => this.hit(h.key, h.limit, h.windowSeconds)));
  }

  /** Drops run-out windows at most once a minute, so the map holds only recent callers. */
  private sweep(now: number) {
    if (now - this.sweptAt < 60_000) return;
    this.sweptAt = now;
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
