/**
 * The organisation console's district and school changes: each checks reach (an id out of reach is
 * 404 like an unknown one), writes in one transaction with its audit row, and answers the row as
 * the lists show it. Deactivation ends the sessions of the accounts it locks out (`accountInactive`).
 */
import type { DeletionPreview, District, DistrictInput, School, SchoolCreateInput, SchoolUpdateInput } from '@/contract/schemas/sup-admin';
import { writeAudit } from '../access/audit';
import { mayReach } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import { endSessionsOfInactiveAccounts } from '../auth/users';
import type { Db } from '../db/client';
import { conflict, notFound } from '../lib/refusal';
import {
  findDistrict,
  findSchool,
  insertDistrict,
  insertSchool,
  renameDistrict,
  setDistrictDeactivated,
  setSchoolDeactivated,
  updateSchoolRow,
} from '../repos/organisation';
import {
  deleteDistrictRows,
  deleteSchoolRows,
  districtDeletionBlocker,
  districtDeletionCounts,
  schoolDeletionBlocker,
  schoolDeletionCounts,
} from '../repos/organisation-deletion';

const districtNotFound = () => notFound('District not found');
const schoolNotFound = () => notFound('School not found');

async function reachedDistrict(db: Db, user: AuthUser, id: string): Promise<District> {
  const district = await findDistrict(db, user, id);
  if (!district) throw districtNotFound();
  return district;
}

async function reachedSchool(db: Db, user: AuthUser, id: string): Promise<School> {
  const school = await findSchool(db, user, id);
  if (!school) throw schoolNotFound();
  return school;
}

export { reachedDistrict as getDistrict, reachedSchool as getSchool };

export async function createDistrict(db: Db, user: AuthUser, input: DistrictInput): Promise<District> {
  const id = await db.transaction(async (tx) => {
    const created = await insertDistrict(tx, input.name);
    await writeAudit(tx, {
      actorId: user.id,
      action: 'district.create',
      entity: 'district',
      entityId: created,
      meta: { name: input.name },
    });
    return created;
  });
  return reachedDistrict(db, user, id);
}

export async function updateDistrict(db: Db, user: AuthUser, id: string, input: DistrictInput): Promise<District> {
  const before = await reachedDistrict(db, user, id);
  await db.transaction(async (tx) => {
    await renameDistrict(tx, id, input.name);
    await writeAudit(tx, {
      actorId: user.id,
      action: 'district.update',
      entity: 'district',
      entityId: id,
      meta: { from: before.name, to: input.name },
    });
  });
  return reachedDistrict(db, user, id);
}

export async function setDistrictActive(db: Db, user: AuthUser, id: string, active: boolean): Promise<District> {
  await reachedDistrict(db, user, id);
  await db.transaction(async (tx) => {
    await setDistrictDeactivated(tx, id, active);
    if (!active) await endSessionsOfInactiveAccounts(tx);
    await writeAudit(tx, {
      actorId: user.id,
      action: active ? 'district.reactivate' : 'district.deactivate',
      entity: 'district',
      entityId: id,
    });
  });
  return reachedDistrict(db, user, id);
}

export async function districtDeletionPreview(db: Db, user: AuthUser, id: string): Promise<DeletionPreview> {
  const district = await reachedDistrict(db, user, id);
  const { authored: _, ...counts } = await districtDeletionCounts(db, id);
  return { name: district.name, counts, blockedBy: districtDeletionBlocker({ ...counts, authored: _ }) };
}

export async function deleteDistrict(db: Db, user: AuthUser, id: string): Promise<void> {
  const district = await reachedDistrict(db, user, id);
  await db.transaction(async (tx) => {
    const counts = await districtDeletionCounts(tx, id);
    const blocker = districtDeletionBlocker(counts);
    if (blocker) throw conflict(blocker);
    await deleteDistrictRows(tx, id);
    await writeAudit(tx, {
      actorId: user.id,
      action: 'district.delete',
      entity: 'district',
      entityId: id,
      meta: { name: district.name, districtAdmins: counts.districtAdmins },
    });
  });
}

export async function createSchool(db: Db, user: AuthUser, input: SchoolCreateInput): Promise<School> {
  // The district must be one the caller reaches (a district admin: their own); another is "not found".
  if (!(await mayReach(db, user, 'district', input.districtId))) throw districtNotFound();
  const id = await db.transaction(async (tx) => {
    const created = await insertSchool(tx, { name: input.name, city: input.city || null, districtId: input.districtId });
    await writeAudit(tx, {
      actorId: user.id,
      action: 'school.create',
      entity: 'school',
      entityId: created,
      meta: { name: input.name, districtId: input.districtId },
    });
    return created;
  });
  return reachedSchool(db, user, id);
}

export async function updateSchool(db: Db, user: AuthUser, id: string, input: SchoolUpdateInput): Promise<School> {
  const before = await reachedSchool(db, user, id);
  await db.transaction(async (tx) => {
    await updateSchoolRow(tx, id, { name: input.name, city: input.city || null });
    await writeAudit(tx, {
      actorId: user.id,
      action: 'school.update',
      entity: 'school',
      entityId: id,
      meta: { from: { name: before.name, city: before.city }, to: { name: input.name, city: input.city || null } },
    });
  });
  return reachedSchool(db, user, id);
}

export async function setSchoolActive(db: Db, user: AuthUser, id: string, active: boolean): Promise<School> {
  await reachedSchool(db, user, id);
  await db.transaction(async (tx) => {
    await setSchoolDeactivated(tx, id, active);
    if (!active) await endSessionsOfInactiveAccounts(tx);
    await writeAudit(tx, { actorId: user.id, action: active ? 'school.reactivate' : 'school.deactivate', entity: 'school', entityId: id });
  });
  return reachedSchool(db, user, id);
}

export async function schoolDeletionPreview(db: Db, user: AuthUser, id: string): Promise<DeletionPreview> {
  const school = await reachedSchool(db, user, id);
  const counts = await schoolDeletionCounts(db, id);
  return { name: school.name, counts, blockedBy: schoolDeletionBlocker(counts) };
}

export async function deleteSchool(db: Db, user: AuthUser, id: string): Promise<void> {
  const school = await reachedSchool(db, user, id);
  await db.transaction(async (tx) => {
    const counts = await schoolDeletionCounts(tx, id);
    const blocker = schoolDeletionBlocker(counts);
    if (blocker) throw conflict(blocker);
    await deleteSchoolRows(tx, id);
    await writeAudit(tx, {
      actorId: user.id,
      action: 'school.delete',
      entity: 'school',
      entityId: id,
      meta: { name: school.name, districtId: school._district._id, counts },
    });
  });
}
