import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import * as schema from '../db/schema';
import { studentMentions, studentTables } from './student-tables';

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

describe('the list of tables holding a student', () => {
  it('holds every table with a foreign key to students, so a new one cannot be forgotten by the export and the purge', () => {
    const referencing = tables
      .filter((table) => getTableConfig(table).foreignKeys.some((fk) => fk.reference().foreignTable === schema.students))
      .map(getTableName);
    expect(referencing.length).toBeGreaterThan(3);
    const listed = studentTables.map((t) => t.name);
    for (const name of referencing) expect(listed, `${name} references students`).toContain(name);
  });

  it('names each table once, in purge order: progress before enrollments (the rollup triggers), the student row last', () => {
    const listed = studentTables.map((t) => t.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.at(-1)).toBe('students');
    expect(listed.indexOf('progress')).toBeLessThan(listed.indexOf('enrollments'));
    expect(listed).toEqual(expect.arrayContaining(['audit_log', 'notifications', 'roster_links', 'roster_import_changes']));
  });

  it('rewrites mentions only in text and jsonb columns', () => {
    for (const column of studentMentions) expect(['text', 'jsonb']).toContain(column.getSQLType());
  });
});

describe('the privacy policy configuration', () => {
  const base = { DATA_DIR: '/tmp/lms-privacy-config', JWT_SECRET: 'x'.repeat(40) };

  it('defaults to a weekly grace period, a year for deactivated students, a week for uploads, an hourly job', () => {
    expect(loadConfig(base).privacy).toEqual({
      jobIntervalSeconds: 3600,
      deletionGraceDays: 7,
      deactivatedRetentionDays: 365,
      rosterUploadRetentionDays: 7,
    });
  });

  it('takes the environment, 0 switching the job off, and refuses anything else', () => {
    const env = {
      ...base,
      PRIVACY_JOB_SECONDS: '0',
      STUDENT_DELETION_GRACE_DAYS: '30',
      DEACTIVATED_RETENTION_DAYS: '730',
      ROSTER_UPLOAD_RETENTION_DAYS: '2',
    };
    expect(loadConfig(env).privacy).toEqual({
      jobIntervalSeconds: 0,
      deletionGraceDays: 30,
      deactivatedRetentionDays: 730,
      rosterUploadRetentionDays: 2,
    });
    expect(() => loadConfig({ ...base, PRIVACY_JOB_SECONDS: '-1' })).toThrow(/PRIVACY_JOB_SECONDS/);
    expect(() => loadConfig({ ...base, STUDENT_DELETION_GRACE_DAYS: '0' })).toThrow(/STUDENT_DELETION_GRACE_DAYS/);
    expect(() => loadConfig({ ...base, DEACTIVATED_RETENTION_DAYS: 'a year' })).toThrow(/DEACTIVATED_RETENTION_DAYS/);
  });
});
