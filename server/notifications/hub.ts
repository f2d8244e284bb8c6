import type { Notification } from '@/contract/schemas/communication';

/** A stored notification on its way to a user's open tabs; `seq` is the stream's event id. */
export interface NotificationEvent {
  seq: number;
  notification: Notification;
}

type Listener = (event: NotificationEvent) => void;

/**
 * In-process fan-out from whoever creates a notification to the live streams of its recipient.
 * The database stays the record: a stream that missed events (a reconnect, another server
 * instance) catches up from it with `Last-Event-ID` (ARCHITECTURE.md §7).
 */
export class NotificationHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  /** Listens for one user's notifications; call the answer to stop. */
  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(userId) === set) this.listeners.delete(userId);
    };
  }

  publish(userId: string, event: NotificationEvent): void {
    for (const listener of this.listeners.get(userId) ?? []) listener(event);
  }

  /** Open streams (the stream tests check that a closed connection leaves none behind). */
  get streamCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }
}
