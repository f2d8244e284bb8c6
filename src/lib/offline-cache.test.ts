import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type OfflineSnapshot, persistOfflineCache, restoreOfflineCache } from './offline-cache';

// The device's database, one write at a time finished by the test: what a slow disk looks like.
const writes: { snapshot: OfflineSnapshot; finish: () => void }[] = [];
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  get: async () => undefined,
  del: async () => {},
  set: (_key: string, snapshot: OfflineSnapshot) =>
    new Promise<void>((finish) => {
      writes.push({ snapshot, finish });
    }),
}));

const queriedNames = (snapshot: OfflineSnapshot) => snapshot.state.queries.map((q) => (q.state.data as { name: string }).name);

describe('persistOfflineCache', () => {
  afterEach(() => {
    writes.length = 0;
  });

  it('writes one snapshot at a time and then the newest, never a backlog a reload would cut short', async () => {
    const client = new QueryClient();
    const stop = persistOfflineCache(client, 'teacher');
    const change = (name: string) =>
      client
        .getMutationCache()
        .build(client, { mutationKey: ['gradebook', name], mutationFn: async () => name })
        .execute(undefined)
        .catch(() => {});
    client.setQueryData(['gradebook', 'class'], { name: 'first' });
    void change('a');
    expect(writes).toHaveLength(1);
    // Five more changes while the first write is on its way.
    for (const name of ['b', 'c', 'd', 'e', 'f']) {
      client.setQueryData(['gradebook', 'class'], { name });
      void change(name);
    }
    expect(writes).toHaveLength(1);
    writes[0]!.finish();
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(queriedNames(writes[1]!.snapshot)).toEqual(['f']);
    writes[1]!.finish();
    await Promise.resolve();
    expect(writes).toHaveLength(2);
    stop();
  });

  it('writes the waiting changes at once, so a reload before IndexedDB’s write still finds them; another account never does', async () => {
    onlineManager.setOnline(false);
    try {
      const client = new QueryClient();
      const stop = persistOfflineCache(client, 'teacher');
      void client
        .getMutationCache()
        .build(client, { mutationKey: ['gradebook', 'save-score'], mutationFn: async () => 'saved' })
        .execute({ value: 7 })
        .catch(() => {});
      // No IndexedDB write has finished (the mock's writes wait for the test): the record is there already.
      expect(JSON.parse(localStorage.getItem('offlineChanges') ?? 'null')).toMatchObject({ account: 'teacher' });
      stop();

      const reloaded = new QueryClient();
      expect(await restoreOfflineCache(reloaded, 'teacher')).toBe(true);
      const [restored] = reloaded.getMutationCache().getAll();
      expect(restored?.state).toMatchObject({ status: 'pending', isPaused: true, variables: { value: 7 } });

      const someoneElse = new QueryClient();
      expect(await restoreOfflineCache(someoneElse, 'other-teacher')).toBe(false);
      expect(someoneElse.getMutationCache().getAll()).toEqual([]);
      expect(localStorage.getItem('offlineChanges')).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
