import { strToU8, unzipSync, Zip, ZipDeflate } from 'fflate';
import { describe, expect, it } from 'vitest';
import { keptEntries } from './kept-entries';
import { readRoster } from './read-roster';
import { readRosterZip } from './read-zip';
import { delta12, fixtureZip, quirky11 } from './testing/fixtures';
import { deflatedZeros, rawZip } from './testing/raw-zip';

const where = (read: Awaited<ReturnType<typeof readRoster>>) =>
  read.errors.kept.map(({ file, line, column }) => `${file}:${line}:${column}`);

describe('reading OneRoster 1.1 and 1.2 as other products write them', () => {
  it('reads a 1.1 bulk set with BOM, CRLF and LF, columns in any order and case, extra and missing optional columns, vocabulary in any case', async () => {
    const read = await readRoster(fixtureZip(quirky11));
    expect(read.errors.kept).toEqual([]);
    expect(read.version).toBe('1.1');
    expect(read.modes).toEqual({
      orgs: 'bulk',
      academicSessions: 'bulk',
      courses: 'bulk',
      classes: 'bulk',
      users: 'bulk',
      enrollments: 'bulk',
    });
    const { orgs, academicSessions, classes, users, enrollments } = read.records;
    expect(orgs.map((o) => [o.sourcedId, o.type, o.status])).toEqual([
      ['q-district', 'district', 'active'],
      ['q-school', 'school', 'active'],
      ['q-science', 'department', 'active'],
    ]);
    expect(academicSessions[1]?.type).toBe('term');
    // A class without grades reads with none; a quoted list of terms is two terms.
    expect(classes.map((c) => [c.grade, c.termSourcedIds])).toEqual([
      ['', ['q-fall']],
      ['5', ['q-fall', 'q-year']],
    ]);
    // TRUE and True, roles in any case; a quoted multi-valued cell; the guardian without email and the aide are not imported.
    expect(users.map((u) => [u.sourcedId, u.role, u.enabledUser, u.status])).toEqual([
      ['q-teacher', 'teacher', true, 'active'],
      ['q-student-1', 'student', true, 'active'],
      ['q-student-2', 'student', true, 'active'],
      ['q-parent-1', 'parent', true, 'active'],
      ['q-gone', 'student', true, 'tobedeleted'],
    ]);
    expect(users[1]).toMatchObject({ orgSourcedIds: ['q-school', 'q-science'], familyName: 'Lee, Jr', email: '', grade: '4' });
    expect(users[0]?.email).toBe('tess@quirk.example');
    expect(enrollments.map((e) => [e.role, e.primary])).toEqual([
      ['teacher', true],
      ['teacher', true],
      ['student', false],
      ['student', false],
    ]);
  });

  it('skips rows of empty fields as spreadsheets pad below the data, and still counts their lines', async () => {
    const padded = quirky11['enrollments.csv']!.replace('q-e3,', ',,,,,,\r\n , ,,,,,\r\nq-e3,').replace('Student,FALSE', 'Student,maybe');
    const read = await readRoster(fixtureZip(quirky11, { 'enrollments.csv': `${padded},,,,,,\r\n,,,,,,\r\n` }));
    expect(where(read)).toEqual(['enrollments.csv:6:primary']);
    expect(read.records.enrollments.map((e) => e.sourcedId)).toEqual(['q-e1', 'q-e2', 'q-e4']);
  });

  it('still refuses what is not in the vocabulary in any case, with file, line and column', async () => {
    const read = await readRoster(
      fixtureZip(quirky11, {
        'classes.csv': quirky11['classes.csv']!.replace('Scheduled', 'Lecture'),
        'enrollments.csv': quirky11['enrollments.csv']!.replace('Student,FALSE', 'Student,maybe'),
      }),
    );
    expect(where(read)).toEqual(['classes.csv:2:classType', 'enrollments.csv:4:primary']);
  });

  it('reads a clean 1.2 delta: roles from roles.csv, no email for a student, the manifest’s modes', async () => {
    const read = await readRoster(fixtureZip(delta12));
    expect(read.errors.kept).toEqual([]);
    expect(read.version).toBe('1.2');
    expect(read.modes).toEqual({
      orgs: 'absent',
      academicSessions: 'absent',
      courses: 'delta',
      classes: 'delta',
      users: 'delta',
      enrollments: 'delta',
    });
    expect(read.records.users).toEqual([
      expect.objectContaining({ sourcedId: 'q-student-3', role: 'student', orgSourcedIds: ['q-school'], email: '', grade: '5' }),
      // The primary role wins; the secondary one is kept to be recorded.
      expect.objectContaining({
        sourcedId: 'q-teacher-2',
        role: 'teacher',
        orgSourcedIds: ['q-school'],
        otherRoles: ['districtAdministrator@q-district'],
      }),
      // Carried without roles in a delta: the plan keeps the role and schools it knows.
      expect.objectContaining({ sourcedId: 'q-teacher', rolesFromState: true, familyName: 'Quirk-Ng' }),
      expect.objectContaining({ sourcedId: 'q-student-2', status: 'tobedeleted' }),
    ]);
    expect(read.records.courses[0]?.grade).toBe('5');
  });

  it('skips the files the manifest marks absent, and names one it lists but the zip lacks', async () => {
    const withoutCourses = await readRoster(
      fixtureZip(delta12, {
        'courses.csv': null,
        'classes.csv': null,
        'manifest.csv': delta12['manifest.csv']!.replace('file.courses,delta', 'file.courses,absent').replace(
          'file.classes,delta',
          'file.classes,ABSENT',
        ),
      }),
    );
    expect(withoutCourses.errors.kept).toEqual([]);
    expect(withoutCourses.modes.courses).toBe('absent');
    const missing = await readRoster(fixtureZip(delta12, { 'courses.csv': null }));
    expect(missing.errors.kept).toEqual([
      { file: 'courses.csv', line: 0, column: '', message: 'manifest.csv gives courses.csv as delta, but the zip has no courses.csv' },
    ]);
    const badMode = await readRoster(
      fixtureZip(delta12, { 'manifest.csv': delta12['manifest.csv']!.replace('file.users,delta', 'file.users,partial') }),
    );
    // The manifest's error is on its line; users.csv is then read as bulk, so its people need their roles.
    expect(where(badMode)).toEqual(['manifest.csv:18:value', 'users.csv:4:sourcedId']);
  });

  it('is strict with 1.2 people the roles do not place: no role in a bulk file, a role of no user, a teacher without email', async () => {
    const bulk = delta12['manifest.csv']!.replaceAll(',delta', ',bulk');
    const read = await readRoster(
      fixtureZip(delta12, {
        'manifest.csv': bulk,
        'users.csv': delta12['users.csv']!.replace('ravi@quirk.example', ''),
        'roles.csv': `${delta12['roles.csv']}r-4,active,,q-nobody,primary,student,q-school,,,\r\n`,
      }),
    );
    expect(read.errors.kept).toEqual([
      { file: 'roles.csv', line: 5, column: 'userSourcedId', message: 'no user "q-nobody" in users.csv' },
      { file: 'users.csv', line: 3, column: 'email', message: 'is required for a teacher (their invitation goes there)' },
      { file: 'users.csv', line: 4, column: 'sourcedId', message: 'the user has no role: roles.csv needs a row for them' },
    ]);
  });

  it('reads 1.1 as a delta when its manifest says so', async () => {
    const manifest = 'propertyName,value\r\noneroster.version,1.1\r\nfile.users,delta\r\nfile.enrollments,delta\r\n';
    const read = await readRoster(
      fixtureZip({ 'manifest.csv': manifest, 'users.csv': quirky11['users.csv']!, 'enrollments.csv': quirky11['enrollments.csv']! }),
    );
    expect(read.errors.kept).toEqual([]);
    expect(read.version).toBe('1.1');
    expect(read.modes).toMatchObject({ orgs: 'absent', classes: 'absent', users: 'delta', enrollments: 'delta' });
  });

  it('never inflates demographics.csv or userProfiles.csv: a bomb under those names is not even opened', async () => {
    const bomb = deflatedZeros(256);
    const zip = rawZip([
      { name: 'demographics.csv', data: bomb, declaredSize: 100 },
      { name: 'userProfiles.csv', data: bomb, declaredSize: 100 },
    ]);
    const started = performance.now();
    const { tables, failure } = await readRosterZip(zip);
    expect(failure).toBeNull();
    expect(Object.keys(tables)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('stores only the entries it reads, copied as they are, also from a zip written with data descriptors', async () => {
    const plain = fixtureZip(delta12);
    const kept = keptEntries(plain);
    expect(Object.keys(unzipSync(kept)).sort()).toEqual([
      'classes.csv',
      'courses.csv',
      'enrollments.csv',
      'manifest.csv',
      'roles.csv',
      'users.csv',
    ]);
    expect((await readRoster(kept)).records).toEqual((await readRoster(plain)).records);
    // fflate's streaming Zip writes sizes after the data (flag bit 3), as many zip tools do.
    const chunks: Uint8Array[] = [];
    const streamed = new Zip((error, chunk) => {
      if (error) throw error;
      chunks.push(chunk);
    });
    for (const [name, text] of Object.entries(delta12)) {
      const entry = new ZipDeflate(`export/${name}`);
      streamed.add(entry);
      entry.push(strToU8(text), true);
    }
    streamed.end();
    const fromStream = keptEntries(Buffer.concat(chunks));
    expect(Object.keys(unzipSync(fromStream))).toHaveLength(6);
    expect(Object.keys(unzipSync(fromStream)).some((name) => name.includes('demographics') || name.includes('userProfiles'))).toBe(false);
    expect((await readRoster(fromStream)).errors.kept).toEqual([]);
  });
});
