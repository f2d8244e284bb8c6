import { spawn } from 'node:child_process';
import { serverNodeArgs } from './server-bundle.mjs';

const signalNumbers = { SIGINT: 2, SIGTERM: 15 };

/**
 * Runs the server, bundled from `server/main.ts` by esbuild (`server-bundle.mjs`: half the start-up
 * CPU of compiling each file through tsx as it loads), as a child in this process group, forwards
 * SIGTERM/SIGINT to it, runs `onExit`, then exits with the server's code. A terminal's Ctrl+C
 * reaches the whole group anyway; the server ignores the second signal. A signal that comes while
 * the bundle is still being built ends the run there, with `onExit` too.
 */
export async function runServer(root, env, onExit = () => {}) {
  let server = null;
  const exit = (code) => {
    onExit();
    process.exit(code);
  };
  for (const signal of Object.keys(signalNumbers)) {
    process.on(signal, () => (server ? server.kill(signal) : exit(128 + signalNumbers[signal])));
  }
  const args = await serverNodeArgs(root);
  server = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  server.on('exit', (code, signal) => exit(code ?? 128 + (signalNumbers[signal] ?? 9)));
  return server;
}
