/**
 * The reading rules the sets of other products (testing/other-products.ts) called for, each on the
 * smallest change to a set that reads cleanly, with what stays refused beside it.
 */
import { describe, expect, it } from 'vitest';
import { readRoster } from './read-roster';
import { delta12, type FixtureFiles, fixtureZip, quirky11 } from './testing/fixtures';
import { edfi11, moodle11, moodle12, oat10 } from './testing/other-products';

const read = async (files: FixtureFiles, change: Record<string, string | null> = {}) => readRoster(fixtureZip(files, change));
const where = (result: Awaited<ReturnType<typeof readRoster>>) =>
  result.errors.kept.map(({ file, line, column, message }) => `${file}:${line}:${column} ${message}`);

describe('reading what other products write', () => {
  it('reads a manifest file given with a blank mode as one the manifest leaves out, and past the modes of files it does not read', async () => {
    const result = await read(moodle12);
    expect(where(result)).toEqual([]);
    expect(result.modes).toMatchObject({ courses: 'absent', users: 'bulk' });
    // A file it reads still needs a real mode.
    const bad = await read(moodle12, { 'manifest.csv': moodle12['manifest.csv']!.replace('file.users,bulk', 'file.users,full') });
    expect(where(bad)).toEqual(['manifest.csv:24:value must be one of bulk, delta, absent (found "full")']);
  });

  it('reads a manifest written as one wide row, and refuses one with two rows of values', async () => {
    const result = await read(edfi11);
    expect(where(result)).toEqual([]);
    expect(result.version).toBe('1.1');
    expect(result.modes.users).toBe('bulk');
    const delta = await read(edfi11, {
      'manifest.csv': edfi11['manifest.csv']!.replace(',bulk,enabledataunion', ',delta,enabledataunion'),
    });
    expect(delta.modes.users).toBe('delta');
    const twoRows = await read(edfi11, { 'manifest.csv': `${edfi11['manifest.csv']}1.0,1.1\n` });
    expect(where(twoRows)).toEqual([
      'manifest.csv:1:propertyName the header has no propertyName column',
      'manifest.csv:1:value the header has no value column',
    ]);
  });

  it('reads 1.0’s column names as 1.1’s (grade, termSourcedId, agents, userId, schoolYearId)', async () => {
    const result = await read(oat10);
    expect(result.errors.kept.every((e) => e.column === 'courseSourcedId' && e.message === 'is required')).toBe(true);
    const classes = await read(oat10, {
      'classes.csv': oat10['classes.csv']!.replace('1,0,\n', '1,0,\n')
        .replaceAll(',,,scheduled', ',c1,,scheduled')
        .replace(',2,,,', ',2,c1,,'),
    });
    expect(classes.records.classes.map((c) => [c.grade, c.termSourcedIds])).toEqual([
      ['2', ['1']],
      ['', ['1']],
      ['', ['1']],
    ]);
    // Both names in one header: the 1.1 one is read.
    const both = await read(quirky11, {
      'classes.csv': quirky11['classes.csv']!.replace(',grades\r\n', ',grades,grade\r\n').replaceAll(',05\r\n', ',05,09\r\n'),
    });
    expect(both.records.classes[1]?.grade).toBe('5');
  });

  it('takes grades outside K–12 as saying nothing (PK, Other, a profile’s own codes, a teacher’s K-12), a class its first K–12 one', async () => {
    const users = quirky11['users.csv']!.replace(',1001,,,,"q-parent-1,q-parent-2",04,', ',1001,,,,"q-parent-1,q-parent-2",PK,')
      .replace('Tess@Quirk.example,,,,,', 'Tess@Quirk.example,,,,K-12,')
      .replace(',1002,,,,,05,', ',1002,,,,,P4,');
    const result = await read(quirky11, {
      'users.csv': users,
      'classes.csv': quirky11['classes.csv']!.replace(',q-fall,\r\n', ',q-fall,"PK,KG,01"\r\n'),
    });
    expect(where(result)).toEqual([]);
    expect(result.records.users.map((u) => [u.sourcedId, u.grade]).slice(0, 3)).toEqual([
      ['q-teacher', ''],
      ['q-student-1', ''],
      ['q-student-2', ''],
    ]);
    expect(result.records.classes[0]?.grade).toBe('K');
  });

  it('reads sessions without schoolYear (the year they end in) or type (a term), and refuses a type outside the vocabulary', async () => {
    const sessions =
      'sourcedId,title,type,startDate,endDate\r\nq-year,2026-27,schoolYear,2026-08-24,2027-06-18\r\nq-fall,Fall,,2026-08-24,2027-01-15\r\n';
    const result = await read(quirky11, { 'academicSessions.csv': sessions });
    expect(where(result)).toEqual([]);
    expect(result.records.academicSessions.map((s) => [s.type, s.schoolYear])).toEqual([
      ['schoolYear', '2027'],
      ['term', '2027'],
    ]);
    const bad = await read(quirky11, { 'academicSessions.csv': sessions.replace('Fall,,', 'Fall,quarter,') });
    expect(where(bad)).toEqual(['academicSessions.csv:3:type must be one of term, gradingPeriod, schoolYear, semester (found "quarter")']);
  });

  it('reads dates written as ISO 8601 date-times as their day as written, and still refuses a day that is not one', async () => {
    const sessions = moodle11['academicSessions.csv']!.replace(
      '2022-09-01,2022-12-24,as-syr-222-2023',
      '2022-09-01T00:00:00-05:00,2022-12-24 00:00:00,as-syr-222-2023',
    );
    const result = await read(moodle11, {
      'academicSessions.csv': sessions,
      'enrollments.csv': moodle11['enrollments.csv']!.replace(
        'false,2022-03-15,2022-06-15',
        'false,2022-03-15T00:00:00.000Z,2022-06-15T23:59:59Z',
      ),
    });
    expect(where(result)).toEqual([]);
    expect(result.records.academicSessions.find((s) => s.sourcedId === 'as-trm-222-1234')).toMatchObject({
      startDate: '2022-09-01',
      endDate: '2022-12-24',
    });
    const bad = await read(moodle11, { 'academicSessions.csv': sessions.replace('2022-09-01T00', '2022-09-31T00') });
    expect(where(bad)).toEqual(['academicSessions.csv:3:startDate must be a date written YYYY-MM-DD (found "2022-09-31T00:00:00-05:00")']);
  });

  it('reads 1.2’s ext: vocabulary as having no counterpart here (an org skipped, a session a term, a role not imported), and refuses what is neither', async () => {
    const result = await read(delta12, {
      'roles.csv': `${delta12['roles.csv']}r-4,active,,q-teacher-2,secondary,ext:librarian,q-school,,,\r\n`,
      'classes.csv': delta12['classes.csv']!.replace(',scheduled,', ',ext:lab,'),
    });
    expect(where(result)).toEqual([]);
    expect(result.records.users.find((u) => u.sourcedId === 'q-teacher-2')).toMatchObject({
      role: 'teacher',
      otherRoles: ['districtAdministrator@q-district', 'ext:librarian@q-school'],
    });
    const orgs = await read(quirky11, {
      'orgs.csv': `${quirky11['orgs.csv']}ext:region,q-region,Region 4,q-district,,,,\r\n`,
      'academicSessions.csv': quirky11['academicSessions.csv']!.replace(',Term,', ',ext:trimester,'),
    });
    expect(where(orgs)).toEqual([]);
    expect(orgs.records.orgs.map((o) => o.sourcedId)).toEqual(['q-district', 'q-school', 'q-science']);
    expect(orgs.records.academicSessions[1]?.type).toBe('term');
    const bad = await read(delta12, { 'roles.csv': `${delta12['roles.csv']}r-4,active,,q-teacher-2,secondary,librarian,q-school,,,\r\n` });
    expect(where(bad)).toEqual([
      'roles.csv:5:role must be one of aide, counselor, districtAdministrator, guardian, parent, principal, proctor, relative, siteAdministrator, student, systemAdministrator, teacher (found "librarian")',
    ]);
  });
});
