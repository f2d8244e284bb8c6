import type { coursesEndpoints } from '@/contract/endpoints/courses';
import { found } from '../lib/refusal';
import { acknowledged, type Handlers } from '../lib/register';
import { changeTeacher, createClass, deleteClass, enrollStudents, unenrollStudents } from '../repos/admin-class-writes';
import { adminClass, classOptions, classSchools, classStudents, listSchoolClasses } from '../repos/admin-classes';
import { catalogueCourseDetail, listCatalogue } from '../repos/course-catalogue';
import {
  createContent,
  createCourse,
  createUnit,
  deleteContent,
  deleteCourse,
  deleteUnit,
  moveContent,
  moveUnit,
  updateContent,
  updateCourse,
  updateUnit,
} from '../repos/course-catalogue-writes';

/** The course consoles: the catalogue (read by admins, written by the super admin) and the classes of a school. */
export const coursesHandlers: Handlers<typeof coursesEndpoints> = {
  catalogueCourses: async ({ body, services }) => listCatalogue(services.db, body),
  catalogueCourse: async ({ params, services }) => found(await catalogueCourseDetail(services.db, params.id), 'Course not found'),

  courseCreate: async ({ body, user, services }) => createCourse(services.db, user, body),
  courseUpdate: ({ params, body, user, services }) => updateCourse(services.db, user, params.id, body),
  courseDelete: ({ params, user, services }) => deleteCourse(services.db, user, params.id),

  unitCreate: ({ params, body, user, services }) => createUnit(services.db, user, params.id, body),
  unitUpdate: ({ params, body, user, services }) => updateUnit(services.db, user, params.id, body),
  unitMove: ({ params, body, user, services }) => acknowledged(moveUnit(services.db, user, params.id, body.direction)),
  unitDelete: ({ params, user, services }) => deleteUnit(services.db, user, params.id),

  contentCreate: ({ params, body, user, services }) => createContent(services.db, user, params.id, body),
  contentUpdate: ({ params, body, user, services }) => updateContent(services.db, user, params.id, body),
  contentMove: ({ params, body, user, services }) => acknowledged(moveContent(services.db, user, params.id, body.direction)),
  contentDelete: ({ params, user, services }) => deleteContent(services.db, user, params.id),

  classSchools: async ({ user, services }) => classSchools(services.db, user),
  schoolClasses: async ({ params, body, user, services }) =>
    found(await listSchoolClasses(services.db, user, params.id, body), 'School not found'),
  classOptions: async ({ params, user, services }) => found(await classOptions(services.db, user, params.id), 'School not found'),
  classCreate: ({ params, body, user, services }) => createClass(services.db, user, params.id, body),
  adminClass: async ({ params, user, services }) => found(await adminClass(services.db, user, params.id), 'Class not found'),
  classTeacher: ({ params, body, user, services }) => changeTeacher(services.db, user, params.id, body.teacherId),
  classStudents: async ({ params, body, user, services }) =>
    found(await classStudents(services.db, user, params.id, body), 'Class not found'),
  classEnroll: async ({ params, body, user, services }) => enrollStudents(services.db, user, params.id, body.studentIds),
  classUnenroll: async ({ params, body, user, services }) => unenrollStudents(services.db, user, params.id, body.studentIds),
  classDelete: ({ params, user, services }) => deleteClass(services.db, user, params.id),
};
