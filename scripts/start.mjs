#!/usr/bin/env node
// `npm start`: builds the SPA when dist/ is missing or older than its sources, then runs the
// server (API + built SPA on one port). The server runs as a child in this process group; this
// process forwards SIGTERM/SIGINT to it and exits with its code, so a supervisor that signals
// `npm start` reaches the server's graceful shutdown. (package.json runs this with `exec`: npm's
// `sh -c` would otherwise sit in between and die on SIGTERM without passing it on.)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './lib/ensure-built.mjs';
import { runServer } from './lib/run-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
ensureBuilt(root);
// The demo's calendar moved to today (server/seed/clock.ts), unless the caller says otherwise.
await runServer(root, { DEMO_DATES: 'today', ...process.env });
