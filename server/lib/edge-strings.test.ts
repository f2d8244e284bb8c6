/**
 * Strings at the edge (docs/ARCHITECTURE.md §17.7): a NUL or a lone surrogate in any string of a
 * request (body, querystring, params) is a 400 naming its path, before any handler or statement
 * runs; the same valid request without it still succeeds.
 */
import { describe, expect, it } from 'vitest';
import { api } from '@/contract/api';
import { buildPath } from '@/contract/path';
import { demoEmails } from '../seed/people';
import { id } from '../seed/rng';
import { databaseKinds, serverSuite } from '../test/harness';
import { freshStudent, uniqueNumber } from '../test/people-fixtures';
import { stringFaults } from './edge-strings';

const schoolA = id('school/A');
const district1 = id('district/1');
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** One bad character of each kind: PostgreSQL refuses a NUL in text, and a lone surrogate has no UTF-8. */
const faults = [
  { kind: 'NUL', char: '\u0000', message: 'must not contain a NUL character' },
  { kind: 'lone surrogate', char: '\uD800', message: 'must not contain an unpaired surrogate' },
] as const;

describe('stringFaults', () => {
  it('finds bad strings and keys at any depth, and passes well-formed text (pairs included)', () => {
    expect(stringFaults({ a: ['ok', 'x\u0000'], b: { c: 'y\uDC00' }, 'k\u0000': 1, e: '😀 ok', f: 3 })).toEqual([
      { path: ['a', 1], message: 'must not contain a NUL character' },
      { path: ['b', 'c'], message: 'must not contain an unpaired surrogate' },
      { path: ['k\\0'], message: 'must not contain a NUL character' },
    ]);
    expect(stringFaults('\uD83D\uDE00')).toEqual([]);
    expect(stringFaults('\uDE00\uD83D')).toHaveLength(1);
  });
});

describe.each(databaseKinds)('strings at the edge (%s)', (kind) => {
  const suite = serverSuite(kind);
  const { get, post } = suite;

  /** The places of the audit finding: each a valid request whose one string gets the bad character. */
  const places = [
    {
      name: 'student create (name)',
      path: 'body.firstName',
      send: (bad: string) =>
        post(demoEmails.admin, api.adminStudentCreate.path, {
          firstName: `Ada${bad}`,
          lastName: 'Edge',
          studentNumber: uniqueNumber(),
          schoolId: schoolA,
        }),
    },
    {
      name: 'student update (name)',
      path: 'body.lastName',
      send: async (bad: string) => {
        const student = await freshStudent(suite.db, schoolA);
        return post(demoEmails.admin, buildPath(api.adminStudentUpdate.path, { id: student.id }), { lastName: `Edge${bad}` });
      },
    },
    {
      name: 'student list search (body q)',
      path: 'body.q',
      send: (bad: string) => post(demoEmails.admin, api.adminStudents.path, { q: `a${bad}` }),
    },
    {
      name: 'school list search (querystring q)',
      path: 'querystring.q',
      send: (bad: string) => get(demoEmails.super, `${api.schoolsAll.path}?q=${encodeURIComponent(`a${bad}`)}`),
      only: 'NUL',
    },
    {
      name: 'announcement create',
      path: 'body.message',
      send: (bad: string) =>
        post(demoEmails.admin, api.createAnnouncement.path, {
          title: 'Edge',
          message: `Hello${bad}`,
          severity: 'info',
          startsAt: iso(-60_000),
          audience: { scope: 'school', schoolId: schoolA },
        }),
    },
    {
      name: 'school name',
      path: 'body.name',
      send: (bad: string) => post(demoEmails.super, api.schoolCreate.path, { name: `Edge School${bad}`, districtId: district1 }),
    },
    {
      name: 'time-spent page',
      path: 'body.page',
      send: (bad: string) => post(demoEmails.teacher, api.timeSpent.path, { time: 5, page: `/teacher${bad}` }),
    },
  ];

  for (const fault of faults) {
    for (const place of places) {
      // A URL carries UTF-8: a lone surrogate cannot be written in a query string at all.
      if (place.only && place.only !== fault.kind) continue;
      it(`answers 400 on ${place.path} for a ${fault.kind} in the ${place.name}`, async () => {
        const res = await place.send(fault.char);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({
          message: 'The request is not valid',
          code: 'VALIDATION',
          details: [{ path: place.path, message: fault.message }],
        });
      });
    }
  }

  it('lets the same requests through without the bad character', async () => {
    for (const place of places) {
      const res = await place.send('');
      expect(res.statusCode, `${place.name}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('checks path parameters too', async () => {
    const res = await get(demoEmails.admin, buildPath(api.adminStudent.path, { id: 'a\u0000' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'params.id', message: 'must not contain a NUL character' }]);
  });
});
