// The plan worker's entry (`plan-pool.ts` starts it). Node 20 does not carry tsx's loader into a
// worker thread, in dev, tests or production alike (the server runs under tsx): register it here,
// then load the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./plan-worker.ts');
