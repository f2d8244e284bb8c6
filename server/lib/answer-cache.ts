/**
 * The serialized answers of cached teacher reads, kept per process (ARCHITECTURE.md §19, "Answers
 * kept ready"). Each answer is stored with the data version its request read before its data; it is
 * given back only to a request that read the same version, so it never answers what a committed
 * change has since altered, on this instance or another. Bounded by bytes, least recently used
 * first out.
 */
export class AnswerCache {
  /** Insertion order is use order: a hit moves its entry to the end, eviction takes from the front. */
  private readonly entries = new Map<string, { version: string; body: string; bytes: number }>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly maxBytes: number) {}

  /** The answer stored under `key` when it was made at `version`; a stale one is dropped. */
  get(key: string, version: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      if (entry) this.remove(key, entry.bytes);
      this.misses++;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.hits++;
    return entry.body;
  }

  set(key: string, version: string, body: string): void {
    // Strings are UTF-16 in memory: two bytes a character, key and body.
    const bytes = 2 * (key.length + body.length + version.length) + 64;
    if (bytes > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old.bytes);
    this.entries.set(key, { version, body, bytes });
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
