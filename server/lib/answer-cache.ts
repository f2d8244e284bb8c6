import { gzipSync } from 'node:zlib';

/**
 * A kept answer as sent: its bytes, encoded once (sending a string encodes it again on every write,
 * and the bench's roster of 200 is 48.5 KB), and its gzip, made the first time a client that accepts gzip asks
 * for it (browsers always do) and kept beside it: a phone on a slow network gets a roster in a fifth
 * of the bytes, and the server writes a fifth of them. Under `minGzipBytes` (about one packet) the
 * answer is always sent as is.
 */
export class KeptBody {
  static readonly minGzipBytes = 1024;
  private gzipped: Buffer | null | undefined;
  readonly identity: Buffer;

  constructor(body: string) {
    this.identity = Buffer.from(body, 'utf8');
  }

  /** The room kept for the gzip: half the bytes (JSON compresses to well under half); none for a small answer. */
  private get gzipRoom(): number {
    return this.identity.length >= KeptBody.minGzipBytes ? Math.ceil(this.identity.length / 2) : 0;
  }

  /** What the cache counts for it: the bytes, and the room for their gzip. */
  get reservedBytes(): number {
    return this.identity.length + this.gzipRoom;
  }

  /** The gzip of the answer, made once; null when the answer is small, or its gzip would not fit its room. */
  gzip(): Buffer | null {
    if (this.gzipped === undefined) {
      const gzipped = this.gzipRoom > 0 ? gzipSync(this.identity) : null;
      this.gzipped = gzipped && gzipped.length <= this.gzipRoom ? gzipped : null;
    }
    return this.gzipped;
  }
}

/**
 * The serialized answers of cached teacher reads, kept per process (ARCHITECTURE.md §19, "Answers
 * kept ready"). Each answer is stored with the data version its request read before its data; it is
 * given back only to a request that read the same version, so it never answers what a committed
 * change has since altered, on this instance or another. Bounded by bytes, least recently used
 * first out.
 */
export class AnswerCache {
  /** Insertion order is use order: a hit moves its entry to the end, eviction takes from the front. */
  private readonly entries = new Map<string, { version: string; body: KeptBody; bytes: number; expires: number }>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  /**
   * The answer stored under `key` when it was made at `version` and `now` (epoch ms, the instance's
   * clock) is before its expiry; a stale or expired one is dropped.
   */
  get(key: string, version: string, now: number): KeptBody | undefined {
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
    const kept = new KeptBody(body);
    // Strings are UTF-16 in memory: two bytes a character of key and version.
    const bytes = 2 * (key.length + version.length) + kept.reservedBytes + 64;
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old.bytes);
    this.entries.set(key, { version, body: kept, bytes, expires });
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
