import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '@/scripts/lib/server-bundle.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Benches use ports from 3117 up (3107 is the e2e server's), taking the first one that is free. */
export async function freePort(from = Number(process.env.BENCH_PORT ?? 3117)): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
        .once('error', () => resolve(false))
        .once('listening', () => probe.close(() => resolve(true)))
        .listen(port, '127.0.0.1');
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${from + 99}`);
}

/** A temporary DATA_DIR for a bench; removed by the returned function. */
export function tempDataDir(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), `lms-bench-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface ServerProcess {
  port: number;
  baseUrl: string;
  child: ChildProcess;
  /** Milliseconds from spawn until `/api/health` answered 200. */
  msToHealthy: number;
  /** The server's own "ready in N ms" (from its first line of code: database open, migrations, seed, listen). */
  serverReadyMs: number | null;
  stop(): Promise<void>;
}

/**
 * Starts the server the way `npm start` does (the esbuild bundle of `server/main.ts`, a child process) on `port` and
 * polls `/api/health` every 25 ms until it answers. Rejects if the server exits first or takes
 * longer than `timeoutMs`.
 */
export async function startServer(options: {
  dataDir: string;
  port?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: options.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    // Benches send far more requests per minute from one address than a person: lift the default limits.
    RATE_LIMIT_PER_USER: '1000000',
    RATE_LIMIT_PER_ADDRESS: '1000000',
    ...options.env,
  };
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL;
  const nodeArgs = await serverNodeArgs(root);
  const started = performance.now();
  const child = spawn(process.execPath, nodeArgs, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let serverReadyMs: number | null = null;
  child.stdout?.on('data', (chunk: Buffer) => {
    const ready = /ready in (\d+) ms/.exec(chunk.toString());
    if (ready) serverReadyMs = Number(ready[1]);
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was healthy\n${stderr}`))),
  );
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await gone;
  };

  const deadline = started + (options.timeoutMs ?? 120_000);
  const poll = async (): Promise<number> => {
    while (performance.now() < deadline) {
      try {
        const res = await fetch(`${baseUrl}/api/health`);
        // Ours only once it said it listens: on a shared machine another bench's server may hold the
        // port (ours then exits with EADDRINUSE), and its answers would measure the wrong build.
        if (res.ok && serverReadyMs !== null) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`server not healthy after ${options.timeoutMs ?? 120_000} ms`);
  };
  try {
    const msToHealthy = await Promise.race([poll(), exited]);
    exited.catch(() => {});
    return { port, baseUrl, child, msToHealthy, serverReadyMs, stop };
  } catch (error) {
    exited.catch(() => {});
    await stop();
    throw error;
  }
}
