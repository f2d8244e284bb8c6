import { z } from 'zod';
import { defineEndpoint } from '../define';
import {
  childDashboardRequestSchema,
  childDashboardSchema,
  childSchema,
  familySummarySettingsSchema,
  summaryUnsubscribedSchema,
  summaryUnsubscribeRequestSchema,
} from '../schemas/parent';

/** The parent portal. */
export const parentEndpoints = {
  parentChildren: defineEndpoint({
    method: 'GET',
    path: '/api/v1/parent/get-children',
    summary: "The signed-in parent's children with their courses and progress.",
    roles: ['parent'],
    school: false,
    auditedRead: { record: 'students', action: 'child.list.read' },
    response: z.array(childSchema),
  }),
  parentDashboard: defineEndpoint({
    method: 'POST',
    path: '/api/v1/parent/dashboard/info',
    summary:
      "One of the parent's children: their classes with progress through each unit, grades by the teacher's gradebook divisions, time spent, and recent activity. A child who is not the parent's answers 404 like an unknown id; the read is audited.",
    roles: ['parent'],
    school: false,
    auditedRead: { record: 'child', action: 'child.dashboard.read' },
    body: childDashboardRequestSchema,
    response: childDashboardSchema,
  }),
  familySummaryGet: defineEndpoint({
    method: 'GET',
    path: '/api/v1/parent/family-summary/get',
    summary: "The signed-in parent's weekly summary mail: whether it is on (off until they opt in) and its language.",
    roles: ['parent'],
    school: false,
    response: familySummarySettingsSchema,
  }),
  familySummaryUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/parent/family-summary/update',
    summary:
      'Turns the weekly summary mail on or off and sets its language. On, the parent gets one mail a week per linked child: progress, new grades, time, what needs attention.',
    roles: ['parent'],
    school: false,
    body: familySummarySettingsSchema,
    response: familySummarySettingsSchema,
  }),
  familySummaryUnsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/family-summary/unsubscribe',
    summary:
      "A summary mail's stop link, signed out: turns that parent's summaries off (again: the same answer) and answers their mail language. An unknown token: 404.",
    roles: 'public',
    school: false,
    body: summaryUnsubscribeRequestSchema,
    rateLimit: { perAddress: 30, windowSeconds: 600 },
    response: summaryUnsubscribedSchema,
  }),
};
