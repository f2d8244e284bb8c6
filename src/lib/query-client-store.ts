import type { QueryClient } from '@tanstack/react-query';
import { create } from 'zustand';

/**
 * The app's QueryClient, created on first need. TanStack Query's core loads with it, so a signed-out
 * visitor's sign-in page never loads it (the sign-in page's JavaScript budget, issue 2).
 */
export const useQueryClientStore = create<{ client: QueryClient | null }>()(() => ({ client: null }));

let loading: Promise<QueryClient> | null = null;

type Preparation = (client: QueryClient) => Promise<void>;
let preparation: Preparation | null = null;

/**
 * What the app does with the cache for the account signed in now, before any page reads it (the
 * teacher's offline cache, ARCHITECTURE.md §20): set once by the app, run when the client is
 * created and again by sign-in and sign-out (`prepareQueryClient`).
 */
export function setQueryClientPreparation(prepare: Preparation) {
  preparation = prepare;
}

export async function prepareQueryClient(client: QueryClient) {
  await preparation?.(client);
}

export function loadQueryClient(): Promise<QueryClient> {
  const existing = useQueryClientStore.getState().client;
  if (existing) return Promise.resolve(existing);
  loading ??= import('./query-client').then(async ({ createQueryClient }) => {
    const existing = useQueryClientStore.getState().client;
    if (existing) return existing;
    const client = createQueryClient();
    await prepareQueryClient(client).catch(() => {});
    useQueryClientStore.setState({ client });
    return client;
  });
  return loading;
}

/** The client if it has been created (for code that has nothing to clear otherwise). */
export function loadedQueryClient(): QueryClient | null {
  return useQueryClientStore.getState().client;
}

/** Tests (and only tests) hand in their own client; `null` forgets it. */
export function provideQueryClient(client: QueryClient | null) {
  loading = null;
  useQueryClientStore.setState({ client });
}
