import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@/contract/http';
import type { InviteStatus, TeacherInvite } from '@/contract/schemas/invites';
import { writeAudit } from '../access/audit';
import { inReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db, Tx } from '../db/client';
import { teacherInvitations as invites, schools, userSchools, users } from '../db/schema';
import { conflict, notFound } from '../lib/refusal';

/** Unknown and out of reach alike. */
export const inviteNotFound = () => notFound('Invite not found');

import { likePattern } from './bug-reports';

/** Where an invite stands, computed in SQL (the list filters and sorts by it). */
const statusSql = sql<InviteStatus>`(case
  when ${invites.acceptedAt} is not null then 'accepted'
  when ${invites.revokedAt} is not null then 'revoked'
  when ${invites.expiresAt} <= now() then 'expired'
  else 'pending' end)`;

/** Still usable: neither accepted nor revoked, and not expired. */
const usable = sql`(${invites.acceptedAt} is null and ${invites.revokedAt} is null and ${invites.expiresAt} > now())`;

const { tokenHash: _secret, ...inviteColumns } = getTableColumns(invites);
const rowColumns = { ...inviteColumns, schoolName: schools.name, status: statusSql };

function invitesQuery(db: Db | Tx, where: SQL | undefined) {
  return db.select(rowColumns).from(invites).innerJoin(schools, eq(schools.id, invites.schoolId)).where(where);
}
type InviteRow = Awaited<ReturnType<typeof invitesQuery>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

const toWire = (row: InviteRow): TeacherInvite => ({
  _id: row.id,
  email: row.email,
  name: row.name,
  school: { _id: row.schoolId, name: row.schoolName },
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  lastSentAt: row.lastSentAt.toISOString(),
  sendCount: row.sendCount,
  acceptedAt: iso(row.acceptedAt),
  revokedAt: iso(row.revokedAt),
  invitedBy: row.invitedBy,
});

/** The invite, if its school is in the admin's reach (out of reach reads as unknown). */
async function inviteInReach(db: Db | Tx, user: AuthUser, inviteId: string): Promise<InviteRow | null> {
  const [row] = await invitesQuery(db, and(eq(invites.id, inviteId), inReach(user, 'school', invites.schoolId)));
  return row ?? null;
}

export interface InviteListRequest {
  page: number;
  pageSize: number;
  schoolId?: string | undefined;
  q?: string | undefined;
  status?: InviteStatus | undefined;
  sort: 'lastSentAt' | 'email' | 'name' | 'status' | 'school';
  dir: 'asc' | 'desc';
}

const sortColumns = {
  lastSentAt: invites.lastSentAt,
  email: invites.email,
  name: invites.name,
  status: statusSql,
  school: schools.name,
} as const;

/** A page of the invites of the schools the admin reaches; search, filter and sort in SQL. */
export async function listInvites(db: Db, user: AuthUser, request: InviteListRequest): Promise<Paged<TeacherInvite>> {
  const text = request.q?.trim();
  const where = and(
    inReach(user, 'school', invites.schoolId),
    request.schoolId ? eq(invites.schoolId, request.schoolId) : undefined,
    text ? or(ilike(invites.email, likePattern(text)), ilike(invites.name, likePattern(text))) : undefined,
    request.status ? sql`${statusSql} = ${request.status}` : undefined,
  );
  const order = request.dir === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    invitesQuery(db, where)
      .orderBy(order(sortColumns[request.sort]), desc(invites.createdAt), asc(invites.id))
      .limit(request.pageSize)
      .offset(request.page * request.pageSize),
    db.select({ n: count() }).from(invites).innerJoin(schools, eq(schools.id, invites.schoolId)).where(where),
  ]);
  return { items: rows.map(toWire), total: total?.n ?? 0, page: request.page, pageSize: request.pageSize };
}

/** The account that holds an email, with what deciding about an invite needs. */
export async function accountByEmail(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role, disabled: users.disabled, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}
export type InviteeAccount = NonNullable<Awaited<ReturnType<typeof accountByEmail>>>;

/**
 * Saves a new invite (audited `teacher-invite.create`); the caller mails the token it hashed.
 * Refused: the school out of reach or deactivated, the email's account not an active teacher or
 * already at the school, a pending invite to the school already.
 */
export function createInvite(
  db: Db,
  user: AuthUser,
  input: { schoolId: string; email: string; name: string; tokenHash: string; expiresAt: Date },
): Promise<TeacherInvite> {
  return db.transaction(async (tx) => {
    const [school] = await tx
      .select({ id: schools.id, name: schools.name, deactivatedAt: schools.deactivatedAt })
      .from(schools)
      .where(and(eq(schools.id, input.schoolId), inReach(user, 'school', schools.id)));
    if (!school) throw notFound('School not found');
    if (school.deactivatedAt) throw conflict('This school is deactivated. Reactivate it before inviting teachers.');
    const account = await accountByEmail(tx, input.email);
    if (account) {
      if (account.role !== 'teacher') throw conflict('This email belongs to an account that is not a teacher.');
      if (account.disabled) throw conflict('This email belongs to a deactivated account.');
      const [member] = await tx
        .select({ userId: userSchools.userId })
        .from(userSchools)
        .where(and(eq(userSchools.userId, account.id), eq(userSchools.schoolId, school.id)));
      if (member) throw conflict('This person is already a teacher at this school.');
    }
    const [pending] = await tx
      .select({ id: invites.id })
      .from(invites)
      .where(and(eq(invites.schoolId, school.id), eq(invites.email, input.email), usable));
    if (pending) throw conflict('This email already has a pending invite to this school. Resend it instead.');
    const [created] = await tx
      .insert(invites)
      .values({
        email: input.email,
        name: input.name,
        schoolId: school.id,
        invitedBy: user.id,
        tokenHash: input.tokenHash,
        expiresAt: input.expiresAt,
      })
      .returning({ id: invites.id });
    await writeAudit(tx, {
      actorId: user.id,
      action: 'teacher-invite.create',
      entity: 'teacher_invitation',
      entityId: created!.id,
      meta: { schoolId: school.id, email: input.email },
    });
    return toWire((await inviteInReach(tx, user, created!.id))!);
  });
}

/** The invite as an admin sees it; null when unknown or out of reach. */
export async function inviteForAdmin(db: Db, user: AuthUser, inviteId: string): Promise<TeacherInvite | null> {
  const row = await inviteInReach(db, user, inviteId);
  return row ? toWire(row) : null;
}

/**
 * Replaces the token (the old link stops working: its hash is gone) and the expiry, counts the
 * send (audited `teacher-invite.resend`). An expired invite may be resent; an accepted or revoked one not.
 */
export function resendInvite(
  db: Db,
  user: AuthUser,
  input: { inviteId: string; tokenHash: string; expiresAt: Date },
): Promise<TeacherInvite> {
  return changeInvite(db, user, input.inviteId, { action: 'teacher-invite.resend', revoked: 'This invite was revoked.' }, (tx, id) =>
    tx
      .update(invites)
      .set({ tokenHash: input.tokenHash, expiresAt: input.expiresAt, lastSentAt: sql`now()`, sendCount: sql`${invites.sendCount} + 1` })
      .where(eq(invites.id, id)),
  );
}

/** Revokes the invite (audited `teacher-invite.revoke`): its link answers "revoked" from now on. */
export function revokeInvite(db: Db, user: AuthUser, inviteId: string): Promise<TeacherInvite> {
  return changeInvite(db, user, inviteId, { action: 'teacher-invite.revoke', revoked: 'This invite is already revoked.' }, (tx, id) =>
    tx.update(invites).set({ revokedAt: sql`now()` }).where(eq(invites.id, id)),
  );
}

/** Locks the invite in reach, refuses accepted and revoked ones (`revoked`: how), applies `change` and audits it. */
function changeInvite(
  db: Db,
  user: AuthUser,
  inviteId: string,
  { action, revoked }: { action: string; revoked: string },
  change: (tx: Tx, id: string) => Promise<unknown>,
): Promise<TeacherInvite> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: invites.id, acceptedAt: invites.acceptedAt, revokedAt: invites.revokedAt, schoolId: invites.schoolId })
      .from(invites)
      .where(and(eq(invites.id, inviteId), inReach(user, 'school', invites.schoolId)))
      .for('update');
    if (!locked) throw inviteNotFound();
    if (locked.acceptedAt) throw conflict('This invite was already accepted.');
    if (locked.revokedAt) throw conflict(revoked);
    await change(tx, locked.id);
    await writeAudit(tx, {
      actorId: user.id,
      action,
      entity: 'teacher_invitation',
      entityId: locked.id,
      meta: { schoolId: locked.schoolId },
    });
    return toWire((await inviteInReach(tx, user, locked.id))!);
  });
}

/** An invite found by its link's token hash, with the account its email already has (if any). */
export async function inviteByToken(db: Db, tokenHash: string) {
  const [row] = await invitesQuery(db, eq(invites.tokenHash, tokenHash));
  if (!row) return null;
  return { invite: row, account: await accountByEmail(db, row.email) };
}

/** Whether the account can sign in with a password of its own (roster-imported accounts cannot yet). */
export const hasPassword = (account: InviteeAccount) => account.passwordHash.startsWith('scrypt$');

/**
 * Why a link no longer works, as the accept page says it (409 with `reason`): the same refusal
 * whether the accept use case finds it first or the spending statement does (a race).
 */
export function closedInviteLink(status: 'accepted' | 'revoked' | 'expired') {
  const messages = {
    accepted: 'This invite was already accepted. Sign in with your email and password.',
    revoked: 'This invite was withdrawn by the school. Ask your school admin for a new one.',
    expired: 'This invite link has expired. Ask your school admin to send it again.',
  };
  return conflict(messages[status], { reason: status });
}

export const unknownInviteLink = () =>
  notFound('This invite link is not valid. If you were sent a newer invite, use the link in the newest mail.');

/** The account the caller checked changed before the accept (409 `account`); the spent invite rolls back. */
const accountChanged = () => conflict('Your account changed meanwhile. Reload the page and try again.', { reason: 'account' });

/**
 * Accepts in one transaction: spends the invite (only one of two racing accepts can), creates the
 * teacher account or takes the existing one, adds the school, audits `teacher-invite.accept`, and
 * answers the account's id. `expect` is what the caller checked before (a new account with this
 * password hash, or the existing account it verified). Refused, with nothing done: the invite
 * accepted, revoked or expired since the caller's check (the refusal says which), or the account
 * changed since.
 */
export function acceptInvite(
  db: Db,
  input: {
    tokenHash: string;
    name: string;
    expect: { account: 'new'; passwordHash: string } | { account: 'existing'; userId: string };
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(invites)
      .set({ acceptedAt: sql`now()` })
      .where(and(eq(invites.tokenHash, input.tokenHash), usable))
      .returning({ id: invites.id, email: invites.email, schoolId: invites.schoolId });
    if (!spent) {
      // Accepted, revoked or expired between the caller's check and now: say which.
      const [again] = await invitesQuery(tx, eq(invites.tokenHash, input.tokenHash));
      if (!again) throw unknownInviteLink();
      throw again.status === 'pending' ? conflict('Try again.') : closedInviteLink(again.status);
    }
    const account = await accountByEmail(tx, spent.email);
    let userId: string;
    if (input.expect.account === 'new') {
      if (account && hasPassword(account)) throw accountChanged();
      if (account) {
        // A roster-imported teacher without a password of their own: this is their first password.
        if (account.role !== 'teacher' || account.disabled) throw accountChanged();
        await tx.update(users).set({ passwordHash: input.expect.passwordHash, name: input.name }).where(eq(users.id, account.id));
        userId = account.id;
      } else {
        const [created] = await tx
          .insert(users)
          .values({ email: spent.email, name: input.name, role: 'teacher', passwordHash: input.expect.passwordHash })
          .returning({ id: users.id });
        userId = created!.id;
      }
    } else {
      if (!account || account.id !== input.expect.userId || account.role !== 'teacher' || account.disabled) throw accountChanged();
      userId = account.id;
    }
    await tx.insert(userSchools).values({ userId, schoolId: spent.schoolId }).onConflictDoNothing();
    await tx.update(invites).set({ acceptedUserId: userId }).where(eq(invites.id, spent.id));
    await writeAudit(tx, {
      actorId: userId,
      action: 'teacher-invite.accept',
      entity: 'teacher_invitation',
      entityId: spent.id,
      meta: { schoolId: spent.schoolId, newAccount: !account },
    });
    return userId;
  });
}
