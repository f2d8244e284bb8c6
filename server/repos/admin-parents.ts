/**
 * Parents as the admin consoles see them (docs/ARCHITECTURE.md §4): users with role parent,
 * reached through their linked children (`reach.ts`, kind `parent`). Linking a parent to a child
 * needs the admin to reach the child.
 */
import { and, asc, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ChildRef, ParentDetail, ParentRow, ParentSort, parentListRequestSchema } from '@/contract/schemas/admin-people';
import { writeAudit } from '../access/audit';
import { inReach, reaches } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { hashPassword, temporaryPassword } from '../auth/passwords';
import type { Db, Tx } from '../db/client';
import { gradeSections, parentStudents, schools, students, users } from '../db/schema';
import { emailTakenRefusal, fieldConflict, found, notFound } from '../lib/refusal';
import { changeAccount, deleteAccountOf, setAccountActive, targetsOf, updatePerson } from './account-changes';
import { emailTaken } from './account-email';
import {
  accountDetailOf,
  accountPage,
  accountStatusFilter,
  countOutsideReach,
  listedAccountOf,
  outerUserId,
  searchPattern,
} from './people-accounts';
import { studentRefColumns, studentRefOf } from './student-refs';

type ListRequest = ReturnType<typeof parentListRequestSchema.parse>;

/** The parent's children the admin reaches (all of them for the super admin), as an SQL condition on a student id. */
const childInReach = (user: AuthUser, column: Column | SQL) => inReach(user, 'student', column) ?? sql`true`;

const childCountOf = (user: AuthUser) =>
  sql<number>`(select count(*)::int from ${parentStudents} ps where ps.parent_id = ${outerUserId} and ${childInReach(user, sql`ps.student_id`)})`;

const sortColumns = (user: AuthUser): Record<ParentSort, Column | SQL> => ({
  name: sql`lower(${users.name})`,
  email: users.email,
  createdAt: users.createdAt,
  childCount: childCountOf(user),
});

/** A page of the parents the admin reaches; the search matches the parent's name or email or a child's name. */
export async function listParents(db: Db, user: AuthUser, request: ListRequest) {
  const pattern = searchPattern(request.q);
  // The accounts whose name or email matches and the parents of the children whose name matches, each
  // found through its own trigram index (migration 0008) as one union of ids: an `or` of the three
  // tested every parent's name and email (a district: ≈ 50,000 rows) because of the children's subquery.
  const matches = pattern
    ? sql`${outerUserId} in (
        select u.id from ${users} u where u.name ilike ${pattern}
        union all select u.id from ${users} u where u.email ilike ${pattern}
        union all select ps.parent_id from ${parentStudents} ps join ${students} st on st.id = ps.student_id
          where (st.first_name || ' ' || st.last_name) ilike ${pattern} and ${childInReach(user, sql`st.id`)})`
    : undefined;
  const where = and(
    eq(users.role, 'parent'),
    inReach(user, 'parent', users.id),
    matches,
    request.schoolId
      ? and(
          reaches(user, 'school', request.schoolId),
          sql`exists (select 1 from ${parentStudents} ps join ${students} st on st.id = ps.student_id
            where ps.parent_id = ${outerUserId} and st.school_id = ${request.schoolId})`,
        )
      : undefined,
    accountStatusFilter(request.status),
  );
  const { rows, total } = await accountPage(db, where, request, sortColumns(user)[request.sort]);
  const childrenBy = await childrenOf(
    db,
    user,
    rows.map((r) => r.id),
  );
  const items: ParentRow[] = rows.map((r) => ({ ...listedAccountOf(r), children: childrenBy.get(r.id) ?? [] }));
  return { items, total, page: request.page, pageSize: request.pageSize };
}

/** The children (in the admin's reach) of each of these parents, by last and first name. */
async function childrenOf(db: Db | Tx, user: AuthUser, parentIds: string[]) {
  const byParent = new Map<string, ChildRef[]>();
  if (parentIds.length === 0) return byParent;
  const rows = await db
    .select({ parentId: parentStudents.parentId, ...studentRefColumns })
    .from(parentStudents)
    .innerJoin(students, eq(students.id, parentStudents.studentId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(gradeSections, eq(gradeSections.id, students.gradeSectionId))
    .where(and(inArray(parentStudents.parentId, parentIds), inReach(user, 'student', students.id)))
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  for (const r of rows) {
    const child: ChildRef = studentRefOf(r);
    byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), child]);
  }
  return byParent;
}

/**
 * One parent; null when unknown or out of reach. `known` skips the reach check: after an unlink
 * of their last child in reach the admin still sees the parent they just changed.
 */
export async function parentDetail(db: Db | Tx, user: AuthUser, parentId: string, known = false): Promise<ParentDetail | null> {
  const account = await accountDetailOf(db, user, 'parent', parentId, known);
  if (!account) return null;
  const [childrenBy, outside] = await Promise.all([childrenOf(db, user, [parentId]), countOutsideReach(db, user, 'parent', parentId)]);
  return {
    ...account,
    children: childrenBy.get(parentId) ?? [],
    otherChildCount: outside,
    manageable: outside === 0,
  };
}

/** The students among these that the admin reaches (an id out of reach is left out). */
async function reachableStudents(tx: Tx, user: AuthUser, studentIds: string[]): Promise<string[]> {
  const rows = await tx
    .select({ id: students.id })
    .from(students)
    .where(and(inArray(students.id, studentIds), inReach(user, 'student', students.id)));
  return rows.map((r) => r.id);
}

/**
 * Creates a parent linked to the children (every one must be in reach: else not found), with a
 * one-time password answered once (audited `parent.create`; the password is never logged).
 */
export async function createParent(
  db: Db,
  user: AuthUser,
  input: { name: string; email: string; studentIds: string[] },
): Promise<{ parent: ParentDetail; temporaryPassword: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const wanted = [...new Set(input.studentIds)];
  return db.transaction(async (tx) => {
    if ((await reachableStudents(tx, user, wanted)).length !== wanted.length) throw notFound('Student not found');
    if (await emailTaken(tx, input.email)) throw emailTakenRefusal();
    const [row] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, role: 'parent', passwordHash })
      .returning({ id: users.id });
    const parentId = row!.id;
    await tx.insert(parentStudents).values(wanted.map((studentId) => ({ parentId, studentId })));
    await writeAudit(tx, { actorId: user.id, action: 'parent.create', entity: 'user', entityId: parentId, meta: { studentIds: wanted } });
    for (const studentId of wanted) {
      await writeAudit(tx, { actorId: user.id, action: 'parent.link', entity: 'student', entityId: studentId, meta: { parentId } });
    }
    return { parent: found(await parentDetail(tx, user, parentId), 'Student not found'), temporaryPassword: password };
  });
}

/** One parent the admin reaches, or the not-found refusal. */
export const reachedParent = async (db: Db, user: AuthUser, parentId: string) =>
  found(await parentDetail(db, user, parentId), 'Parent not found');

const parent = targetsOf('parent', parentDetail, 'Parent not found');
const parentOrChild = (parentId: string) => parent(parentId, 'Parent or student not found');

/** The not-found refusal of a link change when the admin does not reach the child. */
async function reachedChild(tx: Tx, user: AuthUser, studentId: string) {
  if ((await reachableStudents(tx, user, [studentId])).length === 0) throw notFound('Parent or student not found');
}

export const updateParent = (db: Db, user: AuthUser, parentId: string, input: { name: string; email: string }) =>
  updatePerson(db, user, parent(parentId), input);

export const setParentActive = (db: Db, user: AuthUser, parentId: string, active: boolean) =>
  setAccountActive(db, user, parent(parentId), active);

/** Links the parent to a child the admin reaches (audited `parent.link` on the student's record). */
export function linkChild(db: Db, user: AuthUser, parentId: string, studentId: string) {
  return changeAccount(
    db,
    user,
    parentOrChild(parentId),
    async (tx) => {
      await reachedChild(tx, user, studentId);
      const added = await tx.insert(parentStudents).values({ parentId, studentId }).onConflictDoNothing().returning();
      if (added.length === 0) throw fieldConflict('body.studentId', 'The parent is already linked to this child');
      await writeAudit(tx, { actorId: user.id, action: 'parent.link', entity: 'student', entityId: studentId, meta: { parentId } });
    },
    { wholeAccount: false },
  );
}

/** Unlinks the parent from a child the admin reaches (audited `parent.unlink` on the student's record). */
export function unlinkChild(db: Db, user: AuthUser, parentId: string, studentId: string) {
  return changeAccount(
    db,
    user,
    parentOrChild(parentId),
    async (tx) => {
      await reachedChild(tx, user, studentId);
      const removed = await tx
        .delete(parentStudents)
        .where(and(eq(parentStudents.parentId, parentId), eq(parentStudents.studentId, studentId)))
        .returning();
      if (removed.length === 0) throw fieldConflict('body.studentId', 'The parent is not linked to this child');
      await writeAudit(tx, { actorId: user.id, action: 'parent.unlink', entity: 'student', entityId: studentId, meta: { parentId } });
    },
    { wholeAccount: false },
  );
}

/** Deletes the parent account and its links (the children stay); audited `parent.delete`. */
export function deleteParent(db: Db, user: AuthUser, parentId: string) {
  return deleteAccountOf(db, user, parent(parentId), async (tx, account) => {
    const links = await tx
      .select({ studentId: parentStudents.studentId })
      .from(parentStudents)
      .where(eq(parentStudents.parentId, parentId));
    return { email: account.email, studentIds: links.map((l) => l.studentId) };
  });
}
