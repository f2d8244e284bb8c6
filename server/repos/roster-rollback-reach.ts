/**
 * The scope gate of a rollback (docs/ARCHITECTURE.md §17.1): a rollback restores every account,
 * student and class the import's log names, so the admin who rolls back must be able to change each
 * of them by the consoles' rule (`reach.ts`), as the importer had to. What the import itself created
 * goes with it and is exempt. Another admin's import of the same school may have touched an
 * account that works in a second school: only an admin who reaches both undoes it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { changeableAccountIds, reachableIds } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Tx } from '../db/client';
import { sqlRows } from '../db/sql-rows';

/** How many of the records the import's log names the user may not change (0: the rollback may go ahead). */
export async function rollbackOutsideReach(tx: Tx, user: AuthUser, importId: string): Promise<number> {
  const inSet = (id: SQL, set: SQL) => sql`coalesce(${id}::uuid in (${set}), false)`;
  const [row] = await sqlRows<{ n: number }>(
    tx,
    sql`with images as (
        select c.table_name, c.before is null as created, img
        from roster_import_changes c
        cross join lateral jsonb_array_elements(coalesce(c.before, '[]'::jsonb) || coalesce(c.after, '[]'::jsonb)) as img
        where c.import_id = ${importId}),
      created as (select table_name, img->>'id' as id from images where created and table_name in ('users', 'students', 'course_instances')),
      touched as (
        select 'users' as kind, img->>'id' as id from images where table_name = 'users'
        union select 'users', img->>'user_id' from images where table_name = 'user_schools'
        union select 'users', img->>'parent_id' from images where table_name = 'parent_students'
        union select 'students', img->>'id' from images where table_name = 'students'
        union select 'students', img->>'student_id' from images where table_name in ('parent_students', 'enrollments')
        union select 'course_instances', img->>'id' from images where table_name = 'course_instances'
        union select 'course_instances', img->>'course_instance_id' from images where table_name = 'enrollments')
      select count(*)::int as n from touched t
      where not exists (select 1 from created c where c.table_name = t.kind and c.id = t.id)
        and not case t.kind
          when 'users' then ${inSet(sql`t.id`, changeableAccountIds(user))}
          when 'students' then ${inSet(sql`t.id`, reachableIds(user, 'student'))}
          else ${inSet(sql`t.id`, reachableIds(user, 'class'))} end`,
  );
  return row?.n ?? 0;
}
