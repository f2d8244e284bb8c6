import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { RosterFile } from '@/contract/schemas/roster';
import {
  courseInstances,
  courses,
  districts,
  enrollments,
  gradeSections,
  parentStudents,
  rosterLinks,
  schools,
  students,
  userSchools,
  users,
} from '../db/schema';

/** A row as the import sees it: database column names to JSON values (timestamps and dates as text). */
export type RowImage = Record<string, string | boolean | null | Record<string, unknown>>;

export interface RosterTable {
  table: PgTable;
  name: string;
  /** Primary key columns (database names). */
  key: readonly string[];
  /** SQL type of each column, by database name, for `json_to_recordset`. */
  types: Record<string, string>;
  /** The OneRoster file whose records this table holds (progress events name it). */
  file: RosterFile | null;
}

function describe(table: PgTable, key: readonly string[], file: RosterFile | null): RosterTable {
  const config = getTableConfig(table);
  return {
    table,
    name: config.name,
    key,
    types: Object.fromEntries(config.columns.map((column) => [column.name, column.getSQLType()])),
    file,
  };
}

/** Every table an import writes, in the order it writes them (a rollback undoes them in reverse). */
export const rosterTables = {
  districts: describe(districts, ['id'], 'orgs'),
  schools: describe(schools, ['id'], 'orgs'),
  courses: describe(courses, ['id'], 'courses'),
  grade_sections: describe(gradeSections, ['id'], 'classes'),
  users: describe(users, ['id'], 'users'),
  user_schools: describe(userSchools, ['user_id', 'school_id'], 'users'),
  students: describe(students, ['id'], 'users'),
  parent_students: describe(parentStudents, ['parent_id', 'student_id'], 'users'),
  course_instances: describe(courseInstances, ['id'], 'classes'),
  enrollments: describe(enrollments, ['course_instance_id', 'student_id'], 'enrollments'),
  roster_links: describe(rosterLinks, ['district_id', 'entity', 'sourced_id'], null),
} as const;
export type RosterTableName = keyof typeof rosterTables;
export const rosterTableOrder = Object.keys(rosterTables) as RosterTableName[];

/** A row image cut down to the table's primary key (what a delete, or the undo of an insert, needs). */
export function keyImage(table: RosterTable, image: RowImage): RowImage {
  return Object.fromEntries(table.key.map((column) => [column, image[column] ?? null]));
}

export function rosterTableNamed(name: string): RosterTable {
  const table = rosterTables[name as RosterTableName];
  if (!table) throw new Error(`not a roster table: ${name}`);
  return table;
}
