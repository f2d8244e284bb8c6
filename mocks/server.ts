import { setupServer } from 'msw/node';
import { api } from '@/contract/api';
import { mockEndpoint } from './endpoint';

/**
 * The msw server of component tests; each test adds its handlers with `server.use(...)`. Kept
 * across tests: the sign-in page asks whether a typed email's domain signs in through a provider
 * (none here, unless a test says otherwise).
 */
export const server = setupServer(mockEndpoint(api.ssoLookup, () => ({ sso: false, displayName: null, passwordsAllowed: true })));
