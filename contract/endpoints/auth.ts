import { z } from 'zod';
import { defineEndpoint } from '../define';
import { roles, staffRoles } from '../http';
import { credentialsSchema, currentUserSchema, refreshRequestSchema, schoolRefSchema, tokenPairSchema } from '../schemas/user';

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/login',
    summary: 'Sign in with email and password; answers an access token, a refresh token and the user.',
    roles: 'public',
    school: false,
    body: credentialsSchema,
    response: tokenPairSchema.extend({ user: currentUserSchema }),
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: '/api/v1/teacher/new/token',
    summary: 'Rotate a refresh token into a new pair. A spent refresh token revokes its whole family.',
    roles: 'public',
    school: false,
    body: refreshRequestSchema,
    response: tokenPairSchema,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/v1/auth/logout',
    summary: 'Revoke the refresh-token family of this sign-in.',
    roles: 'public',
    school: false,
    body: refreshRequestSchema,
    response: z.object({ ok: z.literal(true) }),
  }),
  currentUser: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/current_user',
    summary: 'The signed-in user, for every role.',
    roles,
    school: false,
    response: currentUserSchema,
  }),
  mySchools: defineEndpoint({
    method: 'GET',
    path: '/api/v1/teacher/my/schools',
    summary: "The signed-in user's schools (feeds the school switcher).",
    roles: staffRoles,
    school: false,
    response: z.array(schoolRefSchema),
  }),
};
