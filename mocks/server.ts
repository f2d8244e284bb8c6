import { setupServer } from 'msw/node';

/** The msw server of component tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
