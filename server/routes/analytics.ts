import type { analyticsEndpoints } from '@/contract/endpoints/analytics';
import type { Handlers } from '../lib/register';
import { activityByWeek } from '../repos/analytics-activity';
import { completionBySchoolAndGrade } from '../repos/analytics-completion';
import { gradebookUse } from '../repos/analytics-gradebook';
import { analyticsScopes, resolveAnalyticsScope } from '../repos/analytics-scope';
import { timeSpentByWeek } from '../repos/analytics-time';

/**
 * Analytics per admin scope (docs/ARCHITECTURE.md, "Analytics"): the scope is resolved (a district
 * or school out of reach refuses with 404, exactly like an unknown one), then one repository answers.
 */
export const analyticsHandlers: Handlers<typeof analyticsEndpoints> = {
  analyticsScopes: async ({ user, services }) => analyticsScopes(services.db, user),

  analyticsActivity: async ({ query, user, services: { db } }) => activityByWeek(db, await resolveAnalyticsScope(db, user, query), query),

  analyticsCompletion: async ({ query, user, services: { db } }) =>
    completionBySchoolAndGrade(db, await resolveAnalyticsScope(db, user, query), query),

  analyticsTimeSpent: async ({ query, user, services: { db } }) => timeSpentByWeek(db, await resolveAnalyticsScope(db, user, query), query),

  analyticsGradebook: async ({ query, user, services: { db } }) => gradebookUse(db, await resolveAnalyticsScope(db, user, query), query),
};
