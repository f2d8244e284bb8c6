import { ChakraProvider } from '@chakra-ui/react';
import { onlineManager, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { showWaitingScores } from '../features/gradebook/api/save-score';
import { clearScoreConflicts } from '../features/gradebook/api/score-conflicts';
import { OfflineStatus } from '../features/gradebook/offline/offline-status';
import { registerGradebookMutations } from '../features/gradebook/offline/register';
import { askBeforeSignOut, SignOutQuestion } from '../features/gradebook/offline/sign-out-question';
import { AppUpdate } from '../features/offline/app-update';
import { registerServiceWorker } from '../features/offline/service-worker';
import { loadCatalogs } from '../lib/i18n/i18n';
import { clearOfflineCache, persistOfflineCache, restoreOfflineCache } from '../lib/offline-cache';
import { setSignOutCheck } from '../lib/session-events';
import { appSystem } from './theme/system';

/**
 * Offline grade entry for a staff session (issue 21 part 2, ARCHITECTURE.md §20), loaded by
 * start-app.tsx only when the token says staff: the parent portal and the sign-in page never load
 * it. `prepareOffline` runs before any page reads the cache (query-client-store's preparation):
 * when the query client is created, on sign-in and on sign-out.
 */
let persisting: { account: string; client: QueryClient; stop: () => void } | null = null;
let ui: Root | null = null;

export async function prepareOffline(client: QueryClient, account: string | null) {
  if (persisting && persisting.account === account && persisting.client === client) return;
  persisting?.stop();
  persisting = null;
  clearScoreConflicts();
  if (!account) {
    // Signed out: nothing of the previous account stays on this device.
    setSignOutCheck(null);
    await clearOfflineCache();
    return;
  }
  // Changes still waiting are lost with the session: sign-out asks first.
  setSignOutCheck(() => askBeforeSignOut(client));
  // TanStack Query assumes online until an event says otherwise; a page reloaded offline starts offline.
  onlineManager.setOnline(navigator.onLine);
  // The defaults first: a restored change takes its function from them.
  registerGradebookMutations(client);
  // Another account's cache is deleted unseen; this account's comes back (answers and waiting changes).
  await restoreOfflineCache(client, account);
  // The grades still waiting show in their classes, also where the saved answers lag behind them.
  showWaitingScores(client);
  persisting = { account, client, stop: persistOfflineCache(client, account) };
  showOfflineUi(client);
  registerServiceWorker();
  // Changes that waited in the cache: sent now when online (in order, one scope), else when the network returns.
  if (onlineManager.isOnline()) void client.resumePausedMutations();
}

/** The offline status and the update notice, in their own root at the edge of the shell. */
function showOfflineUi(client: QueryClient) {
  if (!ui) {
    const container = document.createElement('div');
    container.id = 'offline-ui';
    document.body.append(container);
    ui = createRoot(container);
  }
  const root = ui;
  // Drawn once its messages are there (a language switch loads them before it switches).
  void loadCatalogs('offline').then(() => renderOfflineUi(root, client));
}

function renderOfflineUi(root: Root, client: QueryClient) {
  root.render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <ChakraProvider value={appSystem()}>
          <OfflineStatus />
          <SignOutQuestion />
          <AppUpdate />
        </ChakraProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
