import type { adminPeopleEndpoints } from '@/contract/endpoints/admin-people';
import { found } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import {
  createParent,
  deleteParent,
  linkChild,
  listParents,
  reachedParent,
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
  reachedTeacher,
  removeTeacherFromSchool,
  setTeacherActive,
  updateTeacher,
} from '../repos/admin-teachers';
/** The people consoles: teachers, students and parents within the admin's reach (`reach.ts`). */
export const adminPeopleHandlers: Handlers<typeof adminPeopleEndpoints> = {
  peopleSchoolOptions: ({ user, services }) => peopleSchoolOptions(services.db, user),

  adminTeachers: ({ body, user, services }) => listTeachers(services.db, user, body),
  adminTeacher: ({ params, user, services }) => reachedTeacher(services.db, user, params.id),
  adminTeacherUpdate: ({ params, body, user, services }) => updateTeacher(services.db, user, params.id, body),
  adminTeacherAddSchool: ({ params, body, user, services }) => addTeacherToSchool(services.db, user, params.id, body.schoolId),
  adminTeacherRemoveSchool: ({ params, body, user, services }) => removeTeacherFromSchool(services.db, user, params.id, body.schoolId),
  adminTeacherStatus: ({ params, body, user, services }) => setTeacherActive(services.db, user, params.id, body.active),
  adminTeacherDelete: ({ params, user, services }) => deleteTeacher(services.db, user, params.id),

  adminStudentCreate: ({ body, user, services }) => createStudent(services.db, user, body),
  // A student's profile is a read of their record: audited with the reach check by the declared `auditedRead`.
  adminStudent: async ({ params, services }) => found(await studentDetail(services.db, params.id), 'Student not found'),
  adminStudentUpdate: ({ params, body, user, services }) => updateStudent(services.db, user, params.id, body),
  adminStudentStatus: ({ params, body, user, services }) => setStudentActive(services.db, user, params.id, body.active),

  adminParents: ({ body, user, services }) => listParents(services.db, user, body),
  adminParentCreate: ({ body, user, services }) => createParent(services.db, user, body),
  adminParent: ({ params, user, services }) => reachedParent(services.db, user, params.id),
  adminParentUpdate: ({ params, body, user, services }) => updateParent(services.db, user, params.id, body),
  adminParentLink: ({ params, body, user, services }) => linkChild(services.db, user, params.id, body.studentId),
  adminParentUnlink: ({ params, body, user, services }) => unlinkChild(services.db, user, params.id, body.studentId),
  adminParentStatus: ({ params, body, user, services }) => setParentActive(services.db, user, params.id, body.active),
  adminParentDelete: ({ params, user, services }) => deleteParent(services.db, user, params.id),
};
