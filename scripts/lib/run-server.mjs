import { spawn } from 'node:child_process';
import { serverNodeArgs } from './server-bundle.mjs';

const signalNumbers = { SIGINT: 2, SIGTERM: 15 };

/**
 * Runs the server, bundled from `server/main.ts` by esbuild (`server-bundle.mjs`: half the start-up
 * CPU of compiling each file through tsx as it loads), as a child in this process group, forwards SIGTERM/SIGINT to it, runs `onExit`, then
 * exits with the server's code. A terminal's Ctrl+C reaches the whole group anyway; the server
 * ignores the second signal.
 */
export async function runServer(root, env, onExit = () => {}) {
  const server = spawn(process.execPath, await serverNodeArgs(root), {
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
