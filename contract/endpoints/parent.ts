import { z } from 'zod';
import { defineEndpoint } from '../define';
import { childSchema } from '../schemas/parent';

/** The parent portal. */
export const parentEndpoints = {
  parentChildren: defineEndpoint({
    method: 'GET',
    path: '/api/v1/parent/get-children',
    summary: "The signed-in parent's children with their courses and progress.",
    roles: ['parent'],
    school: false,
    response: z.array(childSchema),
  }),
};
