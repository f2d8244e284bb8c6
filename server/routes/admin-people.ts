import type { adminPeopleEndpoints } from '@/contract/endpoints/admin-people';
import { badRequest, HttpError, notFound } from '../lib/errors';
import type { Handlers } from '../lib/register';
import {
  createParent,
  deleteParent,
  linkChild,
  listParents,
  parentDetail,
  setParentActive,
  unlinkChild,
  updateParent,
} from '../repos/admin-parents';
import { peopleSchoolOptions } from '../repos/admin-people-schools';
import { createStudent, setStudentActive, studentDetail, updateStudent } from '../repos/admin-students';
import {
  addTeacherToSchool,
  deleteTeacher,
  listTeachers,
  removeTeacherFromSchool,
  setTeacherActive,
  teacherDetail,
  updateTeacher,
} from '../repos/admin-teachers';
import { isRefusal, type Refusal } from '../repos/people-accounts';

/** A refusal of a repository as the HTTP error it is: 404 (unknown or out of reach alike), 409 (on a field when it names one) or 400. */
function orThrow<T>(result: T | Refusal, what: string): T {
  if (!isRefusal(result)) return result;
  if (result.refused === 'not-found') throw notFound(`${what} not found`);
  if (result.refused === 'invalid') throw badRequest(result.message, [{ path: result.path, message: result.message }]);
  throw new HttpError(409, 'CONFLICT', result.message, result.path ? [{ path: result.path, message: result.message }] : undefined);
}

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`${what} not found`);
  return value;
};

/** The people consoles: teachers, students and parents within the admin's reach (`reach.ts`). */
export const adminPeopleHandlers: Handlers<typeof adminPeopleEndpoints> = {
  peopleSchoolOptions: ({ user, services }) => peopleSchoolOptions(services.db, user),

  adminTeachers: ({ body, user, services }) => listTeachers(services.db, user, body),
  adminTeacher: async ({ params, user, services }) => found(await teacherDetail(services.db, user, params.id), 'Teacher'),
  adminTeacherUpdate: async ({ params, body, user, services }) =>
    orThrow(await updateTeacher(services.db, user, params.id, body), 'Teacher'),
  adminTeacherAddSchool: async ({ params, body, user, services }) =>
    orThrow(await addTeacherToSchool(services.db, user, params.id, body.schoolId), 'Teacher or school'),
  adminTeacherRemoveSchool: async ({ params, body, user, services }) =>
    orThrow(await removeTeacherFromSchool(services.db, user, params.id, body.schoolId), 'Teacher or school'),
  adminTeacherStatus: async ({ params, body, user, services }) =>
    orThrow(await setTeacherActive(services.db, user, params.id, body.active), 'Teacher'),
  adminTeacherDelete: async ({ params, user, services }) => orThrow(await deleteTeacher(services.db, user, params.id), 'Teacher'),

  adminStudentCreate: async ({ body, user, services }) => orThrow(await createStudent(services.db, user, body), 'School'),
  // A student's profile is a read of their record: audited with the reach check by the declared `auditedRead`.
  adminStudent: async ({ params, services }) => found(await studentDetail(services.db, params.id), 'Student'),
  adminStudentUpdate: async ({ params, body, user, services }) =>
    orThrow(await updateStudent(services.db, user, params.id, body), 'Student'),
  adminStudentStatus: async ({ params, body, user, services }) =>
    orThrow(await setStudentActive(services.db, user, params.id, body.active), 'Student'),

  adminParents: ({ body, user, services }) => listParents(services.db, user, body),
  adminParentCreate: async ({ body, user, services }) => orThrow(await createParent(services.db, user, body), 'Student'),
  adminParent: async ({ params, user, services }) => found(await parentDetail(services.db, user, params.id), 'Parent'),
  adminParentUpdate: async ({ params, body, user, services }) => orThrow(await updateParent(services.db, user, params.id, body), 'Parent'),
  adminParentLink: async ({ params, body, user, services }) =>
    orThrow(await linkChild(services.db, user, params.id, body.studentId), 'Parent or student'),
  adminParentUnlink: async ({ params, body, user, services }) =>
    orThrow(await unlinkChild(services.db, user, params.id, body.studentId), 'Parent or student'),
  adminParentStatus: async ({ params, body, user, services }) =>
    orThrow(await setParentActive(services.db, user, params.id, body.active), 'Parent'),
  adminParentDelete: async ({ params, user, services }) => orThrow(await deleteParent(services.db, user, params.id), 'Parent'),
};
