import { ApiError } from '@/src/lib/api-error';

/**
 * Score saves run in one scope: one at a time, in the order made, also when they wait offline and
 * are replayed together (ARCHITECTURE.md §20). Template saves are not in it (see §20).
 */
export const gradebookMutationScope = { id: 'gradebook' };

/**
 * A save that met no server (status 0: the classroom's Wi-Fi dropped while the browser still thought
 * it was online) tries again, and waits while the browser is offline; answers are final.
 */
export const networkRetry = (_failures: number, error: unknown) => error instanceof ApiError && error.status === 0;
export const networkRetryDelay = (failures: number) => Math.min(1000 * 2 ** failures, 30_000);
