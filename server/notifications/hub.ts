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

/**
 * In-process fan-out from whoever creates a notification to the live streams of its recipient.
 * The database stays the record: a stream that missed events (a reconnect, another server
 * instance) catches up from it with `Last-Event-ID` (ARCHITECTURE.md §7).
 */
export class NotificationHub {
  private readonly subscriptions = new Map<string, Set<Subscription>>();

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

  publish(userId: string, event: NotificationEvent): void {
    for (const { listener } of this.subscriptions.get(userId) ?? []) listener(event);
  }

  /**
   * Ends the streams whose session ended (ARCHITECTURE.md §17.5): they stop receiving at once, even
   * before their connection has finished closing. The one entry point a multi-instance deployment
   * would broadcast to every instance.
   */
  closeStreams(target: StreamTarget): void {
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

  /** Open streams (the stream tests check that a closed connection leaves none behind). */
  get streamCount(): number {
    let count = 0;
    for (const set of this.subscriptions.values()) count += set.size;
    return count;
  }
}
