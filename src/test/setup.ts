import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '../../mocks/server';
import { installDomPolyfills } from './dom-polyfills';
import { resetClientStores } from './reset-stores';

installDomPolyfills();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
  resetClientStores();
});
afterAll(() => server.close());
