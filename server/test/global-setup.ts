import { prepareSeededTemplate } from './pglite-template';
import { preparePostgresTemplate } from './postgres-template';

/** Runs once per `vitest run`, before the server test files: see pglite-template.ts and postgres-template.ts. */
export default async function setup() {
  const postgresUrl = process.env.TEST_DATABASE_URL;
  await Promise.all([prepareSeededTemplate(), postgresUrl ? preparePostgresTemplate(postgresUrl) : undefined]);
}
