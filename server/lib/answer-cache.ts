/**
 * The serialized answers of cached teacher reads, kept per process (ARCHITECTURE.md §19, "Answers
 * kept ready"). Each answer is stored with the data version its request read before its data; it is
 * given back only to a request that read the same version, so it never answers what a committed
 * change has since altered, on this instance or another. Bounded by bytes, least recently used
 * first out.
 */
export class AnswerCache {
  /** Insertion order is use order: a hit moves its entry to the end, eviction takes from the front. */
  private readonly entries = new Map<string, { version: string; body: string; bytes: number; expires: number }>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * The answer stored under `key` when it was made at `version` and `now` (epoch ms, the instance's
   * clock) is before its expiry; a stale or expired one is dropped.
   */
  get(key: string, version: string, now: number): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version || now >= entry.expires) {
      if (entry) this.remove(key, entry.bytes);
      this.misses++;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry.body;
  }

  /** `expires`: the first moment (epoch ms) the answer may differ with no write (`answerExpires`); none by default. */
  set(key: string, version: string, body: string, expires = Number.POSITIVE_INFINITY): void {
    // Strings are UTF-16 in memory: two bytes a character, key and body.
    const bytes = 2 * (key.length + body.length + version.length) + 64;
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old.bytes);
    this.entries.set(key, { version, body, bytes, expires });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry.bytes);
    }
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string, bytes: number) {
    this.entries.delete(key);
    this.bytes -= bytes;
  }
}

/**
 * A read whose answer depends on the clock as well as on versioned rows (a rolling window) names,
 * as it answers, the first moment its answer may change with no write: the kept answer is never
 * served from then on (ARCHITECTURE.md §19, "Answers kept ready"). Keyed by the request.
 */
const expiries = new WeakMap<object, number>();

/** Resolves to the answer, noting its expiry (epoch ms) for the request's kept answer. */
export async function answerExpires<T>(req: object, read: Promise<{ answer: T; expires: number }>): Promise<T> {
  const { answer, expires } = await read;
  expiries.set(req, expires);
  return answer;
}

/** The expiry a request's read named (`answerExpires`), if any. */
export const answerExpiry = (req: object): number | undefined => expiries.get(req);
