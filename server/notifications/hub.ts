import type { Notification } from '@/contract/schemas/communication';

/** A stored notification on its way to a user's open tabs; `seq` is the stream's event id. */
export interface NotificationEvent {
  seq: number;
  notification: Notification;
}

type Listener = (event: NotificationEvent) => void;

/** Whose streams to close: every stream of an account, or those opened with an access token of one refresh family. */
export type StreamTarget = { userId: string } | { familyId: string };

interface Subscription {
  listener: Listener;
  /** The refresh family of the access token the stream was opened with, when it was. */
  familyId: string | null;
  /** Ends the stream's connection. */
  close: () => void;
}

/** What one instance's hub tells the others': notifications stored (by seq), or streams to close. */
export type HubMessage = { seqs: number[] } | { close: StreamTarget };

/** Carries hub messages to the other server instances (`pg-relay.ts` on PostgreSQL; none on PGlite). */
export interface HubRelay {
  send(message: HubMessage): void;
}

/**
 * In-process fan-out from whoever creates a notification to the live streams of its recipient.
 * The database stays the record: a stream that missed events (a reconnect) catches up from it with
 * `Last-Event-ID` (ARCHITECTURE.md §7). With a relay (several instances on PostgreSQL), what is
 * published or closed here is also sent to the other instances, which deliver it to their own
 * streams (`deliver`, `closeLocal`).
 */
export class NotificationHub {
  private readonly subscriptions = new Map<string, Set<Subscription>>();
  private relay: HubRelay | null = null;
  /** Seqs published in the current tick, sent to the other instances as one message. */
  private outgoing: number[] | null = null;

  /** Sends what this hub publishes and closes to the other instances from now on (null: stops). */
  connect(relay: HubRelay | null): void {
    this.relay = relay;
  }

  /**
   * Listens for one user's notifications; call the answer to stop. A stream passes the family of
   * its access token and how to end its connection, so `closeStreams` can end it.
   */
  subscribe(userId: string, listener: Listener, stream: { familyId?: string; close?: () => void } = {}): () => void {
    let set = this.subscriptions.get(userId);
    if (!set) {
      set = new Set();
      this.subscriptions.set(userId, set);
    }
    const subscription: Subscription = { listener, familyId: stream.familyId ?? null, close: stream.close ?? (() => undefined) };
    set.add(subscription);
    return () => {
      set.delete(subscription);
      if (set.size === 0 && this.subscriptions.get(userId) === set) this.subscriptions.delete(userId);
    };
  }

  /** Delivers to this instance's streams of the user, and tells the other instances (batched per tick). */
  publish(userId: string, event: NotificationEvent): void {
    this.deliver(userId, event);
    const relay = this.relay;
    if (!relay) return;
    if (!this.outgoing) {
      this.outgoing = [];
      queueMicrotask(() => {
        const seqs = this.outgoing ?? [];
        this.outgoing = null;
        relay.send({ seqs });
      });
    }
    this.outgoing.push(event.seq);
  }

  /** Delivers to this instance's streams of the user only (an event another instance published). */
  deliver(userId: string, event: NotificationEvent): void {
    for (const { listener } of this.subscriptions.get(userId) ?? []) listener(event);
  }

  /** Whether any stream of the user is open here: a relayed notification for nobody here needs no read. */
  hasStreams(userId: string): boolean {
    return this.subscriptions.has(userId);
  }

  /**
   * Ends the streams whose session ended (ARCHITECTURE.md §17.5): they stop receiving at once, even
   * before their connection has finished closing. On every instance: the relay carries it to the others.
   */
  closeStreams(target: StreamTarget): void {
    this.closeLocal(target);
    this.relay?.send({ close: target });
  }

  /** Ends this instance's streams of the target only (a close another instance sent). */
  closeLocal(target: StreamTarget): void {
    const sets = 'userId' in target ? [this.subscriptions.get(target.userId)] : [...this.subscriptions.values()];
    for (const set of sets) {
      for (const subscription of set ?? []) {
        if ('familyId' in target && subscription.familyId !== target.familyId) continue;
        set?.delete(subscription);
        subscription.close();
      }
    }
    for (const [userId, set] of this.subscriptions) if (set.size === 0) this.subscriptions.delete(userId);
  }

  /**
   * Ends every stream here: the relay lost its connection and may have missed messages, so the
   * clients reconnect and replay what they missed from the database (`Last-Event-ID`).
   */
  closeAll(): void {
    for (const userId of [...this.subscriptions.keys()]) this.closeLocal({ userId });
  }

  /** Open streams (the stream tests check that a closed connection leaves none behind). */
  get streamCount(): number {
    let count = 0;
    for (const set of this.subscriptions.values()) count += set.size;
    return count;
  }
}
