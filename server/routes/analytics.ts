import type { analyticsEndpoints } from '@/contract/endpoints/analytics';
import type { AnalyticsQuery } from '@/contract/schemas/analytics';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { notFound } from '../lib/refusal';
import type { Handlers } from '../lib/register';
import { activityByWeek } from '../repos/analytics-activity';
import { completionBySchoolAndGrade } from '../repos/analytics-completion';
import { gradebookUse } from '../repos/analytics-gradebook';
import { type AnalyticsScope, analyticsScopes, resolveAnalyticsScope } from '../repos/analytics-scope';
import { timeSpentByWeek } from '../repos/analytics-time';

/** The request's scope, or the 404 of a district or school out of reach (exactly like an unknown one). */
async function scopeOf(db: Db, user: AuthUser, query: AnalyticsQuery): Promise<AnalyticsScope> {
  const scope = await resolveAnalyticsScope(db, user, query);
  if (!scope) throw notFound(query.schoolId ? 'School not found' : 'District not found');
  return scope;
}

/** Analytics per admin scope (docs/ARCHITECTURE.md, "Analytics"): the scope is checked, then one repository answers. */
export const analyticsHandlers: Handlers<typeof analyticsEndpoints> = {
  analyticsScopes: async ({ user, services }) => analyticsScopes(services.db, user),

  analyticsActivity: async ({ query, user, services }) => activityByWeek(services.db, await scopeOf(services.db, user, query), query),

  analyticsCompletion: async ({ query, user, services }) =>
    completionBySchoolAndGrade(services.db, await scopeOf(services.db, user, query), query),

  analyticsTimeSpent: async ({ query, user, services }) => timeSpentByWeek(services.db, await scopeOf(services.db, user, query), query),

  analyticsGradebook: async ({ query, user, services }) => gradebookUse(services.db, await scopeOf(services.db, user, query), query),
};
