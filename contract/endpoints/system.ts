import { z } from 'zod';
import { defineEndpoint } from '../define';

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and the database in use.',
    roles: 'public',
    school: false,
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
  errorReport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/error-report',
    summary: 'A crash report from the app: the error text and the page address. A token is optional.',
    roles: 'public',
    school: false,
    body: z.strictObject({ error: z.string().max(20_000), path: z.string().max(2000) }),
    response: z.object({ _id: z.string() }),
    status: 201,
    // Public: a crash loop or a script must not fill the table. Per address bounds the anonymous,
    // per user the signed-in (a school behind one address gets the larger share).
    rateLimit: { perUser: 10, perAddress: 30, windowSeconds: 600 },
    // The two fields at their longest (3 UTF-8 bytes a character) fit under this.
    bodyLimit: 96 * 1024,
  }),
};
