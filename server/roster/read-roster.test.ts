import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { type RosterFile, rosterFiles } from '@/contract/schemas/roster';
import { maxRecordBytes } from './csv-table';
import { csvText } from './csv-write';
import { fileSpecs } from './file-specs';
import { readRoster } from './read-roster';
import { looksLikeZip } from './read-zip';
import { ErrorLog, gradeLevelOf, isIsoDate } from './row-check';
import { generateOneRoster } from './testing/generate-oneroster';

const small = { schoolNames: ['One', 'Two'], studentsPerSchool: 6, teachersPerSchool: 2, parentsPerSchool: 1 };

/** A zip of the generated files with some replaced by the given text. */
function zipWith(replace: Partial<Record<RosterFile, string | null>>): Uint8Array {
  const { files } = generateOneRoster(small);
  const entries: Record<string, Uint8Array> = {};
  for (const file of rosterFiles) {
    const text = file in replace ? replace[file] : files[file];
    if (text !== null && text !== undefined) entries[`${file}.csv`] = strToU8(text);
  }
  return zipSync(entries);
}

describe('reading a OneRoster zip', () => {
  it('reads a valid file without errors, every row of every file', async () => {
    const generated = generateOneRoster(small);
    const read = await readRoster(generated.zip);
    expect(read.errors.count).toBe(0);
    expect(read.records.users).toHaveLength(generated.counts.students + generated.counts.teachers + generated.counts.parents);
    expect(read.records.enrollments).toHaveLength(generated.counts.enrollments);
    // RFC 4180: the quoted name with a comma and a doubled quote comes back whole.
    expect(read.records.users.find((u) => u.givenName === 'Zoë')?.familyName).toBe('O"Neil, Jr');
  });

  it('places each planted row error at its file, line and column', async () => {
    const generated = generateOneRoster({ ...small, plantErrors: true });
    const read = await readRoster(generated.zip);
    // The fifth planted error (an enrollment of an unknown class) is a reference, found by the plan.
    const rowErrors = generated.planted.filter((p) => p.file !== 'enrollments.csv');
    expect(read.errors.kept.map(({ file, line, column }) => ({ file, line, column }))).toEqual(rowErrors);
  });

  it('names a missing header column once, at line 1, and a missing file', async () => {
    const users = generateOneRoster(small).files.users.replace('givenName,', 'firstName,');
    const read = await readRoster(zipWith({ users, courses: null }));
    expect(read.errors.kept).toEqual([
      { file: 'courses.csv', line: 0, column: '', message: 'the zip has no courses.csv' },
      { file: 'users.csv', line: 1, column: 'givenName', message: 'the header has no givenName column' },
    ]);
  });

  it('counts lines across quoted line breaks', async () => {
    const orgs = csvText(fileSpecs.orgs.columns, [
      { sourcedId: 'd', name: 'District\nwith a break', type: 'district' },
      { sourcedId: 's1', name: 'School', type: 'school', parentSourcedId: 'd' },
      { sourcedId: 's1', name: 'Again', type: 'school', parentSourcedId: 'd' },
      { sourcedId: 's2', name: 'Bad type', type: 'campus' },
    ]);
    const read = await readRoster(zipWith({ orgs }));
    expect(read.errors.kept.map(({ line, column }) => ({ line, column }))).toEqual([
      { line: 5, column: 'sourcedId' },
      { line: 6, column: 'type' },
    ]);
    expect(read.records.orgs[0]?.name).toBe('District\nwith a break');
  });

  it('validates dates, enums, grades and required values', async () => {
    const sessions = csvText(fileSpecs.academicSessions.columns, [
      { sourcedId: 't1', title: 'Fall', type: 'term', startDate: '2026-02-30', endDate: '2026-12-01', schoolYear: '2027' },
      { sourcedId: 't2', title: 'Spring', type: 'quarter', startDate: '2027-01-10', endDate: '2026-12-01', schoolYear: '27' },
      { sourcedId: 't3', title: '', type: 'term', startDate: '2027-01-10', endDate: '2027-06-01', schoolYear: '2027' },
    ]);
    const read = await readRoster(zipWith({ academicSessions: sessions }));
    expect(read.errors.kept.map(({ line, column }) => `${line}:${column}`)).toEqual(['2:startDate', '3:type', '3:schoolYear', '4:title']);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect([gradeLevelOf('KG'), gradeLevelOf('07'), gradeLevelOf('12'), gradeLevelOf('PK'), gradeLevelOf('13')]).toEqual([
      'K',
      '7',
      '12',
      null,
      null,
    ]);
  });

  it('stops a file at a record longer than 64 KB as not valid CSV, at its line', async () => {
    const rows = generateOneRoster(small).files.users;
    const read = await readRoster(zipWith({ users: `${rows}"${'x'.repeat(2 * maxRecordBytes)}"\r\n` }));
    expect(read.errors.kept).toContainEqual({
      file: 'users.csv',
      line: rows.split('\r\n').length,
      column: '',
      message: expect.stringContaining('not valid CSV: Max Record Size'),
    });
  });

  it('keeps the first 500 errors but counts them all', () => {
    const log = new ErrorLog();
    for (let line = 2; line < 702; line++) log.add({ file: 'users.csv', line, column: 'role', message: 'bad' });
    expect(log.count).toBe(700);
    expect(log.kept).toHaveLength(500);
  });

  it('tells a zip from other bytes, and reports a damaged zip', async () => {
    expect(looksLikeZip(generateOneRoster(small).zip)).toBe(true);
    expect(looksLikeZip(strToU8('sourcedId,name'))).toBe(false);
    const damaged = generateOneRoster(small).zip.slice(0, 200);
    const read = await readRoster(damaged);
    expect(read.errors.count).toBeGreaterThan(0);
  });
});
