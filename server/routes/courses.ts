import type { coursesEndpoints } from '@/contract/endpoints/courses';
import { badRequest, conflict, notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { changeTeacher, createClass, deleteClass, enrollStudents, type FieldRefusal, unenrollStudents } from '../repos/admin-class-writes';
import { adminClass, classOptions, classSchools, classStudents, listSchoolClasses } from '../repos/admin-classes';
import { catalogueCourseDetail, listCatalogue } from '../repos/course-catalogue';
import {
  createContent,
  createCourse,
  createUnit,
  type DeleteOutcome,
  deleteContent,
  deleteCourse,
  deleteUnit,
  moveContent,
  moveUnit,
  updateContent,
  updateCourse,
  updateUnit,
} from '../repos/course-catalogue-writes';

const found = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined) throw notFound(`${what} not found`);
  return value;
};

function deleted(result: DeleteOutcome, what: string) {
  if (result.outcome === 'not-found') throw notFound(`${what} not found`);
  if (result.outcome === 'in-use') throw conflict(result.message);
  return { units: result.units, contents: result.contents };
}

const refused = (r: FieldRefusal) => badRequest(r.message, [{ path: r.path, message: r.message }]);

/** The course consoles: the catalogue (read by admins, written by the super admin) and the classes of a school. */
export const coursesHandlers: Handlers<typeof coursesEndpoints> = {
  catalogueCourses: async ({ body, services }) => listCatalogue(services.db, body),
  catalogueCourse: async ({ params, services }) => found(await catalogueCourseDetail(services.db, params.id), 'Course'),

  courseCreate: async ({ body, user, services }) => createCourse(services.db, user, body),
  courseUpdate: async ({ params, body, user, services }) => found(await updateCourse(services.db, user, params.id, body), 'Course'),
  courseDelete: async ({ params, user, services }) => deleted(await deleteCourse(services.db, user, params.id), 'Course'),

  unitCreate: async ({ params, body, user, services }) => found(await createUnit(services.db, user, params.id, body), 'Course'),
  unitUpdate: async ({ params, body, user, services }) => found(await updateUnit(services.db, user, params.id, body), 'Unit'),
  unitMove: async ({ params, body, user, services }) => {
    found(await moveUnit(services.db, user, params.id, body.direction), 'Unit');
    return { ok: true as const };
  },
  unitDelete: async ({ params, user, services }) => deleted(await deleteUnit(services.db, user, params.id), 'Unit'),

  contentCreate: async ({ params, body, user, services }) => found(await createContent(services.db, user, params.id, body), 'Unit'),
  contentUpdate: async ({ params, body, user, services }) => found(await updateContent(services.db, user, params.id, body), 'Content'),
  contentMove: async ({ params, body, user, services }) => {
    found(await moveContent(services.db, user, params.id, body.direction), 'Content');
    return { ok: true as const };
  },
  contentDelete: async ({ params, user, services }) => deleted(await deleteContent(services.db, user, params.id), 'Content'),

  classSchools: async ({ user, services }) => classSchools(services.db, user),
  schoolClasses: async ({ params, body, user, services }) => found(await listSchoolClasses(services.db, user, params.id, body), 'School'),
  classOptions: async ({ params, user, services }) => found(await classOptions(services.db, user, params.id), 'School'),
  classCreate: async ({ params, body, user, services }) => {
    const result = await createClass(services.db, user, params.id, body);
    if (result.outcome === 'not-found') throw notFound('School not found');
    if (result.outcome === 'invalid') throw refused(result);
    return result.cls;
  },
  adminClass: async ({ params, user, services }) => found(await adminClass(services.db, user, params.id), 'Class'),
  classTeacher: async ({ params, body, user, services }) => {
    const result = await changeTeacher(services.db, user, params.id, body.teacherId);
    if (result.outcome === 'not-found') throw notFound('Class not found');
    if (result.outcome === 'invalid') throw refused(result);
    return result.cls;
  },
  classStudents: async ({ params, body, user, services }) => found(await classStudents(services.db, user, params.id, body), 'Class'),
  classEnroll: async ({ params, body, user, services }) => {
    const result = await enrollStudents(services.db, user, params.id, body.studentIds);
    if (result.outcome === 'not-found') throw notFound('Class not found');
    if (result.outcome === 'invalid') throw refused(result);
    return { changed: result.changed };
  },
  classUnenroll: async ({ params, body, user, services }) => {
    const result = await unenrollStudents(services.db, user, params.id, body.studentIds);
    if (result.outcome === 'not-found') throw notFound('Class not found');
    return { changed: result.changed };
  },
  classDelete: async ({ params, user, services }) => {
    const result = await deleteClass(services.db, user, params.id);
    if (result.outcome === 'not-found') throw notFound('Class not found');
    return result.removed;
  },
};
