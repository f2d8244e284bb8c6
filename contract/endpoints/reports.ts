import { z } from 'zod';
import { defineEndpoint } from '../define';
import { okSchema, roles } from '../http';

/** What users send about their use of the app: bug reports, crash reports (triage) and time spent. */
export const reportsEndpoints = {
  bugReport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/bug-report',
    summary: 'A bug report from the form.',
    roles,
    school: false,
    body: z.strictObject({
      title: z.string().trim().min(3, { error: 'must be at least 3 characters' }).max(200),
      description: z.string().trim().min(10, { error: 'must be at least 10 characters' }).max(5000),
      path: z.string().max(2000).optional(),
    }),
    response: z.object({ _id: z.string() }),
    status: 201,
  }),
  timeSpent: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/time-spent/add',
    summary: "Add seconds to today's time spent for this user.",
    roles,
    school: false,
    body: z.strictObject({ time: z.number().int().min(1).max(86_400) }),
    response: okSchema,
  }),
};
