/**
 * A district gone between the reach check and the plan's state (docs/ARCHITECTURE.md §4, "One way
 * to refuse"): the state loader refuses, and the plan rejects with its refusal. A dry run answers
 * the 404 of an unknown district; an apply, whose stream is already open, its `failed` event. The
 * race is made deterministic by letting the state's read find no district once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { type RosterProgress, rosterImportSchema, rosterProgressSchema } from '@/contract/schemas/roster';
import { createSseParser } from '@/domain/sse-parser';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { databaseKinds, serverSuite } from '../test/harness';
import { generateOneRoster } from './testing/generate-oneroster';

/** When set, the next district state read finds no district, as after a deletion since the reach check. */
const race = vi.hoisted(() => ({ goneOnce: false }));
vi.mock('../repos/roster-state', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../repos/roster-state')>();
  return {
    ...actual,
    loadDistrictState: async (...args: Parameters<typeof actual.loadDistrictState>) => {
      if (race.goneOnce) {
        race.goneOnce = false;
        return null;
      }
      return actual.loadDistrictState(...args);
    },
  };
});

const upload = {
  districtId: id('district/1'),
  fileName: 'roster.zip',
  file: Buffer.from(
    generateOneRoster({
      seed: 'district-gone',
      schoolNames: ['Riverside Middle School'],
      studentsPerSchool: 3,
      teachersPerSchool: 1,
      parentsPerSchool: 1,
      classesPerStudent: 1,
    }).zip,
  ).toString('base64'),
};

describe.each(databaseKinds)('a district gone while its import is planned (%s)', (kind) => {
  const suite = serverSuite(kind);
  afterEach(() => {
    race.goneOnce = false;
  });

  it('answers a dry run with the 404 of an unknown district, and stores no import', async () => {
    race.goneOnce = true;
    const res = await suite.post(demoEmails.super, api.rosterImportCreate.path, upload);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such district or school' });
    expect(race.goneOnce).toBe(false);
    const imports = await suite.post(demoEmails.super, api.rosterImports.path, {});
    expect(imports.json().data.total).toBe(0);
  });

  it('answers an apply with the failed event naming it, and applies nothing', async () => {
    const dry = await suite.post(demoEmails.super, api.rosterImportCreate.path, upload);
    expect(dry.statusCode, dry.body).toBe(201);
    const importId = rosterImportSchema.parse(dry.json().data)._id;
    race.goneOnce = true;
    const res = await suite.post(demoEmails.super, buildPath(api.rosterImportApply.path, { id: importId }));
    expect(res.statusCode, res.body).toBe(200);
    const events: RosterProgress[] = [];
    createSseParser((message) => events.push(rosterProgressSchema.parse(JSON.parse(message.data)))).push(res.body);
    expect(events.at(-1)).toMatchObject({ phase: 'failed', message: 'The district no longer exists' });
    const after = await suite.get(demoEmails.super, buildPath(api.rosterImport.path, { id: importId }));
    expect(after.json().data.status).toBe('dry-run');
  });
});
