import { oneOf, pageNumber, searchSchema, text, uuid } from './search-params';

/**
 * The address state of the people lists (teachers, students, parents; admin and sup-admin), one
 * parser for all six routes: route definitions are part of the sign-in page's JavaScript.
 */
export const validatePeopleListSearch = searchSchema({
  q: text(100),
  page: pageNumber,
  sort: text(40),
  dir: oneOf(['asc', 'desc']),
  school: uuid,
  section: uuid,
  status: oneOf(['active', 'deactivated']),
});
