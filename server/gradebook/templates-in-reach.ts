/** The gradebook templates and courses the user reaches (reach.ts, kind `course`; every one for the super admin). */
import { reachableIdList } from '../access/reach';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { listCourses, listTemplates } from '../repos/gradebook-templates';

export const templatesInReach = async (db: Db, user: AuthUser) => listTemplates(db, await reachableIdList(db, user, 'course'));

export const coursesInReach = async (db: Db, user: AuthUser) => listCourses(db, await reachableIdList(db, user, 'course'));
