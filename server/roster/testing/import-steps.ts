import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { type RosterProgress, rosterImportSchema, rosterProgressSchema } from '@/contract/schemas/roster';
import { createSseParser } from '@/domain/sse-parser';
import { sqlRows } from '../../db/sql-rows';
import type { ServerSuite } from '../../test/harness';
import { type FixtureFiles, fixtureZip } from './fixtures';

/**
 * The steps route tests of the roster import take on a suite's server, as an admin would through
 * the API: a dry run of a file set, its apply read from the progress stream, and a record's local id
 * by its sourcedId (`roster_links`).
 */
export function importSteps(suite: ServerSuite, districtId: string, admin = 'super@demo.test') {
  const one = async <T>(query: SQL) => (await sqlRows<T>(suite.db, query))[0];
  return {
    one,
    /** A dry run of `files`: 201 and the import as the contract answers it. */
    async dryRun(files: FixtureFiles, email = admin, target: object = { districtId }) {
      const res = await suite.post(email, api.rosterImportCreate.path, {
        ...target,
        fileName: 'roster.zip',
        file: Buffer.from(fixtureZip(files)).toString('base64'),
      });
      expect(res.statusCode, res.body).toBe(201);
      return rosterImportSchema.parse(res.json().data);
    },
    /** Applies a dry run; its stream must end with `done`. */
    async applied(importId: string, email = admin) {
      const res = await suite.post(email, buildPath(api.rosterImportApply.path, { id: importId }));
      expect(res.statusCode, res.body).toBe(200);
      const events: RosterProgress[] = [];
      createSseParser((message) => events.push(rosterProgressSchema.parse(JSON.parse(message.data)))).push(res.body);
      expect(events.at(-1)?.phase, JSON.stringify(events.at(-1))).toBe('done');
    },
    /** The local id a sourcedId of `entity` is linked to in the district. */
    local: async (entity: string, sourcedId: string) =>
      (
        await one<{ id: string }>(
          sql`select local_id as id from roster_links where district_id = ${districtId} and entity = ${entity} and sourced_id = ${sourcedId}`,
        )
      )?.id,
  };
}
