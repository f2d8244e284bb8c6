import { defineEndpoint } from '../define';
import { adminRoles } from '../http';
import {
  activitySchema,
  analyticsQuerySchema,
  analyticsScopesSchema,
  completionSchema,
  gradebookUseSchema,
  timeSpentSchema,
} from '../schemas/analytics';

const scoped =
  " Scope: the caller's reach (super admin: the platform; district admin: their district; school admin: their schools), " +
  'narrowed by `districtId` and/or `schoolId`; one out of reach answers 404 like an unknown one. `from`/`to` are UTC days, inclusive, at most 366 days apart.';

/**
 * Analytics for each admin scope (docs/ARCHITECTURE.md, "Analytics"): who was active, course
 * completion, time spent and gradebook use, over a date range, computed in SQL on every request.
 */
export const analyticsEndpoints = {
  analyticsScopes: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/analytics/scopes',
    summary: 'The districts and schools the admin may narrow analytics to.',
    roles: adminRoles,
    school: false,
    response: analyticsScopesSchema,
  }),
  analyticsActivity: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/analytics/activity',
    summary:
      'Active teachers and students per week (Monday, UTC). A teacher is active in a week with time spent in the app, an audited action or a sign-in; ' +
      `a student with a progress row updated.${scoped}`,
    roles: adminRoles,
    school: false,
    query: analyticsQuerySchema,
    response: activitySchema,
  }),
  analyticsCompletion: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/analytics/completion',
    summary:
      'Course completion by school and by grade: items completed over item slots of the enrolled students now (the progress rollups), ' +
      `and items completed within the range.${scoped}`,
    roles: adminRoles,
    school: false,
    query: analyticsQuerySchema,
    response: completionSchema,
  }),
  analyticsTimeSpent: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/analytics/time-spent',
    summary: `Time spent in the app per week by the scope's teachers, admins and parents (of its students).${scoped}`,
    roles: adminRoles,
    school: false,
    query: analyticsQuerySchema,
    response: timeSpentSchema,
  }),
  analyticsGradebook: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/analytics/gradebook',
    summary:
      "Gradebook use: scores saved and templates saved per week by the scope's teachers, and classes with a gradebook (a stored score) per school now." +
      scoped,
    roles: adminRoles,
    school: false,
    query: analyticsQuerySchema,
    response: gradebookUseSchema,
  }),
};
