import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { storageKeys } from './storage-keys';

/**
 * The teacher's query cache kept in IndexedDB (issue 21 part 2, ARCHITECTURE.md §20): the answers
 * of the gradebook and of the current user (the guards read it), so a gradebook opened once opens
 * again offline, and the changes still waiting (paused mutations), so a reload or a closed tab
 * loses none. One snapshot per device, stamped with the account it belongs to: restored only for
 * that account, deleted on sign-out and when another account signs in. Loaded only for staff
 * sessions (src/app/offline.tsx), never by the sign-in page or the parent portal.
 */
export interface OfflineSnapshot {
  account: string;
  savedAt: number;
  state: DehydratedState;
}

/** A week: older answers are dropped rather than shown as today's. Waiting changes never expire. */
const maxAgeMs = 7 * 24 * 60 * 60_000;
const snapshotKey = 'snapshot';
export const offlineDatabaseName = 'lms-offline';
let database: ReturnType<typeof createStore> | undefined;
const store = () => {
  database ??= createStore(offlineDatabaseName, 'cache');
  return database;
};

/** The query keys kept: the gradebook's (`['gradebook', …]`) and the current user's (`['auth', …]`). */
const keptQuery = (key: readonly unknown[]) => key[0] === 'gradebook' || key[0] === 'auth';

/** Every change not yet answered (paused or in flight), as saved. */
function waitingChanges(client: QueryClient): DehydratedState['mutations'] {
  const { mutations } = dehydrate(client, {
    shouldDehydrateQuery: () => false,
    shouldDehydrateMutation: (mutation) => mutation.state.status === 'pending',
  });
  // A change in flight when the tab closed may or may not have reached the server: it is replayed,
  // and the server writes an entry it already holds only once (`expected`, ARCHITECTURE.md §20).
  return mutations.map((mutation) => ({ ...mutation, state: { ...mutation.state, isPaused: true } }));
}

/** The cache as saved: successful kept answers, and every change not yet answered. */
export function snapshotOf(client: QueryClient, account: string): OfflineSnapshot {
  const { queries } = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' && keptQuery(query.queryKey),
    shouldDehydrateMutation: () => false,
  });
  return { account, savedAt: Date.now(), state: { queries, mutations: waitingChanges(client) } };
}

/**
 * The waiting changes are also written at once, synchronously, to local storage after every change:
 * IndexedDB's write is asynchronous, and a reload in the instant after a grade is typed could cut it
 * short. Small (a few hundred bytes a change), so the write costs nothing noticeable.
 */
interface WaitingRecord {
  account: string;
  mutations: DehydratedState['mutations'];
}

function writeWaiting(client: QueryClient, account: string) {
  const mutations = waitingChanges(client);
  try {
    if (mutations.length === 0) localStorage.removeItem(storageKeys.offlineChanges);
    else localStorage.setItem(storageKeys.offlineChanges, JSON.stringify({ account, mutations } satisfies WaitingRecord));
  } catch {
    // Storage full or private mode: IndexedDB's snapshot still has them.
  }
}

function readWaiting(): WaitingRecord | null {
  try {
    const record: unknown = JSON.parse(localStorage.getItem(storageKeys.offlineChanges) ?? 'null');
    return record && typeof record === 'object' && 'account' in record && 'mutations' in record ? (record as WaitingRecord) : null;
  } catch {
    return null;
  }
}

/**
 * Puts this account's saved cache back: the answers from IndexedDB, the waiting changes from their
 * at-once record (never older than the snapshot's) or else from the snapshot. Another account's is
 * deleted unseen. Answers whether anything was restored.
 */
export async function restoreOfflineCache(client: QueryClient, account: string): Promise<boolean> {
  const saved = await get<OfflineSnapshot>(snapshotKey, store()).catch(() => undefined);
  const waiting = readWaiting();
  if ((saved && saved.account !== account) || (waiting && waiting.account !== account)) {
    await clearOfflineCache();
    return false;
  }
  if (!saved && !waiting) return false;
  const fresh = saved && Date.now() - saved.savedAt <= maxAgeMs;
  const state: DehydratedState = {
    queries: fresh ? saved.state.queries : [],
    mutations: waiting?.mutations ?? saved?.state.mutations ?? [],
  };
  hydrate(client, state);
  // Shown at once, and asked again by the pages that show them (when online): a reload never keeps a
  // saved answer as if it were fresh.
  await client.invalidateQueries({ refetchType: 'none' });
  return true;
}

/** Saves the cache after every change (at most every 300 ms) until the returned function is called. */
export function persistOfflineCache(client: QueryClient, account: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // One write at a time, the newest state next: a burst of changes never queues a backlog of
  // writes that a reload would cut short, leaving an older snapshot on the device.
  let writing = false;
  let again = false;
  const save = () => {
    timer = undefined;
    if (stopped) return;
    if (writing) {
      again = true;
      return;
    }
    writing = true;
    void set(snapshotKey, snapshotOf(client, account), store())
      .catch(() => {})
      .finally(() => {
        writing = false;
        if (again) {
          again = false;
          save();
        }
      });
  };
  const schedule = () => {
    timer ??= setTimeout(save, 300);
  };
  const unsubscribeQueries = client.getQueryCache().subscribe(schedule);
  // A change is saved at once (not after the throttle): a reload right after typing must not lose it.
  const unsubscribeMutations = client.getMutationCache().subscribe(() => {
    writeWaiting(client, account);
    clearTimeout(timer);
    save();
  });
  // A tab being closed or hidden saves at once rather than after the throttle.
  const flush = () => {
    if (timer) {
      clearTimeout(timer);
      save();
    }
  };
  addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flush);
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribeQueries();
    unsubscribeMutations();
    removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flush);
  };
}

/** Deletes the saved cache (sign-out, another account). */
export async function clearOfflineCache() {
  try {
    localStorage.removeItem(storageKeys.offlineChanges);
  } catch {
    // Nothing stored.
  }
  await del(snapshotKey, store()).catch(() => {});
}
