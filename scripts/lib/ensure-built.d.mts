/** Runs `vite build` when dist/ is missing or older than its sources; returns whether it built. */
export function ensureBuilt(root: string): boolean;
