import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '@/mocks/server';
import { installDomPolyfills } from './dom-polyfills';
import { resetI18n, startTestI18n } from './i18n';
import { resetClientStores } from './reset-stores';

installDomPolyfills();
// Two shared cores: a first render (cold module graph) can take over a second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await startTestI18n();
});
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
  resetClientStores();
  resetI18n();
});
afterAll(() => server.close());
