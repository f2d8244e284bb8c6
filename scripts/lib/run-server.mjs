import { spawn } from 'node:child_process';
import path from 'node:path';

const signalNumbers = { SIGINT: 2, SIGTERM: 15 };

/**
 * Runs `server/main.ts` through tsx (a runtime dependency: it compiles the server's TypeScript as
 * it loads) as a child in this process group, forwards SIGTERM/SIGINT to it, runs `onExit`, then
 * exits with the server's code. A terminal's Ctrl+C reaches the whole group anyway; the server
 * ignores the second signal.
 */
export function runServer(root, env, onExit = () => {}) {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  for (const signal of Object.keys(signalNumbers)) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => {
    onExit();
    process.exit(code ?? 128 + (signalNumbers[signal] ?? 9));
  });
  return server;
}
