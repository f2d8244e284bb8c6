import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDemo } from '../seed/demo';
import { savePgliteImage } from './pglite-images';

/**
 * Once per run, before the server suites: a PGlite cluster with the migrations applied, imaged,
 * then seeded with the demo school and imaged again. Every suite loads a fresh copy of one of the
 * images (`startTestServer`), so each still gets its own database, in a tenth of the time.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lms-pglite-images-'));
  const images = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
  const database = await openDatabase({});
  try {
    await savePgliteImage(database, images.migrated);
    await seedDemo(database.db);
    await savePgliteImage(database, images.seeded);
  } finally {
    await database.close();
  }
  project.provide('pgliteImages', images);
  return () => rmSync(folder, { recursive: true, force: true });
}
