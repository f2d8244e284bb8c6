import { z } from 'zod';
import { defineEndpoint } from '../define';
import { childDashboardRequestSchema, childDashboardSchema, childSchema } from '../schemas/parent';

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
};
