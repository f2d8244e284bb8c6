import { prepareSeededTemplate } from './pglite-template';

/** Runs once per `vitest run`, before the server test files: see pglite-template.ts. */
export default async function setup() {
  await prepareSeededTemplate();
}
