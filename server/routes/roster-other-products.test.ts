/**
 * Issue 22's independent check, probed before it runs: OneRoster sets other products wrote (rows
 * from public repositories' fixtures, `server/roster/testing/other-products.ts`) dry-run and applied
 * through the routes and the plan worker, on both databases, one after the other as a district
 * moving from a 1.1 export to a 1.2 one would send them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { type RosterImport, type RosterProgress, rosterImportSchema, rosterProgressSchema } from '@/contract/schemas/roster';
import { createSseParser } from '@/domain/sse-parser';
import { sqlRows } from '../db/sql-rows';
import { type FixtureFiles, fixtureZip } from '../roster/testing/fixtures';
import { japan12Delta, moodle11, moodle12, oat11 } from '../roster/testing/other-products';
import { id } from '../seed/rng';
import { databaseKinds, serverSuite } from '../test/harness';
import { rollupMismatches } from '../test/rollup-truth';

const district1 = id('district/1');
const superAdmin = 'super@demo.test';

describe.each(databaseKinds)('OneRoster sets other products wrote (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { post } = suite;
  const one = async <T>(query: ReturnType<typeof sql>) => (await sqlRows<T>(suite.db, query))[0];
  const dryRun = async (files: FixtureFiles) => {
    const res = await post(superAdmin, api.rosterImportCreate.path, {
      districtId: district1,
      fileName: 'roster.zip',
      file: Buffer.from(fixtureZip(files)).toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(201);
    return rosterImportSchema.parse(res.json().data);
  };
  const applied = async (importId: string) => {
    const res = await post(superAdmin, buildPath(api.rosterImportApply.path, { id: importId }));
    expect(res.statusCode, res.body).toBe(200);
    const events: RosterProgress[] = [];
    createSseParser((message) => events.push(rosterProgressSchema.parse(JSON.parse(message.data)))).push(res.body);
    expect(events.at(-1)?.phase, JSON.stringify(events.at(-1))).toBe('done');
  };
  const local = async (entity: string, sourcedId: string) =>
    (
      await one<{ id: string }>(
        sql`select local_id as id from roster_links where district_id = ${district1} and entity = ${entity} and sourced_id = ${sourcedId}`,
      )
    )?.id;
  const clean = (imported: RosterImport) => {
    expect(imported.errors).toEqual([]);
    expect(imported.status).toBe('dry-run');
  };

  it('imports the Moodle plugin’s 1.1 bulk set', async () => {
    const bulk = await dryRun(moodle11);
    clean(bulk);
    await applied(bulk._id);
  });

  it('then its 1.2 bulk set (courses absent: they come from the 1.1 import)', async () => {
    const bulk = await dryRun(moodle12);
    clean(bulk);
    await applied(bulk._id);
  });

  it('then a Japan Profile 1.2 delta', async () => {
    const delta = await dryRun(japan12Delta);
    clean(delta);
    await applied(delta._id);
    expect(await rollupMismatches(suite.db)).toEqual([]);
  });

  it('dry-runs OAT’s 1.1 base sample', async () => {
    clean(await dryRun(oat11));
  });
});
