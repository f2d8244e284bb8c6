import { outsideRequest } from './request-context';

/**
 * Group commit (ARCHITECTURE.md §19): the writes that many concurrent requests each must make before
 * they answer (an audited read's gate, a request's rate-limit hits) go to the database as one
 * statement per flush instead of one each. While a flush is in flight, new items queue; when it
 * returns, every queued item goes in the next single statement. No timer: a lone item is flushed at
 * once (one statement, as without batching), and the batch grows only with the load. Each submitter
 * gets its own item's outcome, or the flush's error, only once the statement has returned, so a
 * request never answers before its write is committed.
 */
export class GroupCommit<Item, Outcome> {
  private queue: { item: Item; resolve: (outcome: Outcome) => void; reject: (error: unknown) => void }[] = [];
  private flushing = false;

  /**
   * `flush` runs one statement for the items and answers one outcome per item, in their order; it
   * must write all of them or none (one statement does). `maxItems` bounds a statement's size.
   */
  constructor(
    private readonly flush: (items: Item[]) => Promise<Outcome[]>,
    private readonly maxItems = 200,
  ) {}

  submit(item: Item): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      // Outside the submitter's request: the statement is made for many requests, and nothing of one
      // (its address, its pending gate) may leak into it.
      if (!this.flushing) outsideRequest(() => void this.drain());
    });
  }

  /**
   * Claims the next flush for a statement of the caller's own that does the items' work for one item
   * (an audit gate riding on its read's statement, ARCHITECTURE.md §19): null while a flush is in
   * flight. Until `release` (called once that statement returned; again is harmless), items queue as
   * behind a flush, and then go in one statement. So a lone caller pays one statement, and callers
   * that come together share one.
   */
  claimAlone(): (() => void) | null {
    if (this.flushing) return null;
    this.flushing = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.flushing = false;
      if (this.queue.length > 0) outsideRequest(() => void this.drain());
    };
  }

  /** Flushes until the queue is empty, one statement at a time. */
  private async drain() {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxItems);
        try {
          const outcomes = await this.flush(batch.map((waiting) => waiting.item));
          if (outcomes.length !== batch.length) throw new Error(`group commit: ${outcomes.length} outcomes for ${batch.length} items`);
          for (const [i, waiting] of batch.entries()) waiting.resolve(outcomes[i] as Outcome);
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
