import type { ClaimJobRun } from './job-claim';

export interface IntervalJob {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/** Makes a job run once per interval across server instances: its name and the claim to ask before each run. */
export interface RunOnce {
  job: string;
  claim: ClaimJobRun;
}

/**
 * Runs `run` every `intervalSeconds` (0: never), the in-server jobs' timer (the announcement
 * publisher, the privacy retention job). A tick is skipped while the previous run still goes; a
 * failed run goes to `onError` and the next tick tries again. With `once` (PostgreSQL, where several
 * instances may share the database) a tick runs only if it claims the interval, so the instances
 * together run the job once per interval. The timer never keeps the process alive.
 */
export function startIntervalJob(
  run: () => Promise<unknown>,
  intervalSeconds: number,
  onError: (error: unknown) => void,
  once?: RunOnce,
): IntervalJob {
  if (!(intervalSeconds > 0)) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const claimed = once ? () => once.claim(once.job, intervalSeconds) : async () => true;
  const timer = setInterval(() => {
    if (running) return;
    running = claimed()
      .then((mine) => (mine ? run() : undefined))
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
