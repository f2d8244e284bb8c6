export interface IntervalJob {
  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `intervalSeconds` (0: never), the in-server jobs' timer (the announcement
 * publisher, the privacy retention job). A tick is skipped while the previous run still goes; a
 * failed run goes to `onError` and the next tick tries again. The timer never keeps the process alive.
 */
export function startIntervalJob(run: () => Promise<unknown>, intervalSeconds: number, onError: (error: unknown) => void): IntervalJob {
  if (!(intervalSeconds > 0)) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
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
